import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface TConfirmDeleteProps {
  title: string;
  onConfirm: () => void;
  isPending: boolean;
  testId: string;
}

/** A delete button that asks first; deleting a dubbing still being spoken gives its K-coins back. */
export function ConfirmDelete({ title, onConfirm, isPending, testId }: TConfirmDeleteProps) {
  const { t } = useTranslation('dubbing');
  return (
    <Popconfirm
      title={title}
      okText={t('history.delete')}
      cancelText={t('history.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined />} loading={isPending} data-testid={testId}>
        {t('history.delete')}
      </Button>
    </Popconfirm>
  );
}
