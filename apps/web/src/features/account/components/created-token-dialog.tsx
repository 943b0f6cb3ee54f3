import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCreatedApiToken } from '../api/generate-api-token';

interface TCreatedTokenDialogProps {
  /** The token just created; its secret exists only in this answer, so closing the dialog forgets it. */
  created: TCreatedApiToken | undefined;
  onClose: () => void;
}

export function CreatedTokenDialog({ created, onClose }: TCreatedTokenDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={created !== undefined}
      title={t('api.createdTitle', { name: created?.name ?? '' })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="api-token-done">
          {t('api.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('api.shownOnce')} className="created-token__notice" />
      <Typography.Paragraph
        code
        copyable={{ text: created?.token, tooltips: [t('api.copy'), t('api.copied')] }}
        className="created-token__secret"
        data-testid="api-token-secret"
      >
        {created?.token}
      </Typography.Paragraph>
    </Modal>
  );
}
