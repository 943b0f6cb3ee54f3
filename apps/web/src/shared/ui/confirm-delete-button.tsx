import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface TConfirmDeleteButtonProps {
  /** The question the confirmation asks. */
  title: string;
  onConfirm: () => void;
  isPending?: boolean;
  testId: string;
  /** Shows the word next to the icon, where a list has room for it. */
  showLabel?: boolean;
}

/** A delete button that asks before anything is removed. */
export function ConfirmDeleteButton({ title, onConfirm, isPending, testId, showLabel }: TConfirmDeleteButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Popconfirm
      title={title}
      okText={t('confirmDelete.delete')}
      cancelText={t('confirmDelete.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        loading={isPending}
        aria-label={t('confirmDelete.delete')}
        data-testid={testId}
      >
        {showLabel && t('confirmDelete.delete')}
      </Button>
    </Popconfirm>
  );
}
