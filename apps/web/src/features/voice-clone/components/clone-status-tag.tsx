import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCloneState } from '@orator/contracts';

const COLOR: Record<TCloneState, string> = {
  submitted: 'gold',
  paid: 'blue',
  review: 'blue',
  synthesis: 'processing',
  success: 'success',
  rejected: 'error',
  failedSensitive: 'error',
  failed: 'error',
  expired: 'default',
};

export function CloneStatusTag({ status }: { status: TCloneState }) {
  const { t } = useTranslation('voiceClone');
  return (
    <Tag color={COLOR[status]} data-testid="clone-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
