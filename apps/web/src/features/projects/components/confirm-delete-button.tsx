import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface TConfirmDeleteButtonProps {
  /** The question the confirmation asks. */
  title: string;
  onConfirm: () => void;
  isPending: boolean;
  testId: string;
}

/** A card's delete icon, which asks before anything is removed. */
export function ConfirmDeleteButton({ title, onConfirm, isPending, testId }: TConfirmDeleteButtonProps) {
  const { t } = useTranslation('projects');
  return (
    <Popconfirm
      title={title}
      okText={t('task.confirmDelete')}
      cancelText={t('task.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        loading={isPending}
        aria-label={t('task.delete')}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
