import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface TConfirmDeleteProps {
  title: string;
  onConfirm: () => void;
  isPending: boolean;
  testId: string;
}

/** A delete icon that asks before anything is removed. */
export function ConfirmDelete({ title, onConfirm, isPending, testId }: TConfirmDeleteProps) {
  const { t } = useTranslation('voices');
  return (
    <Popconfirm
      title={title}
      okText={t('saved.delete')}
      cancelText={t('manner.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        loading={isPending}
        aria-label={t('saved.delete')}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
