import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAvatarCloneState } from '@orator/contracts';

const COLOR: Record<TAvatarCloneState, string> = {
  submitted: 'gold',
  paid: 'blue',
  review: 'blue',
  synthesis: 'processing',
  success: 'success',
  rejected: 'error',
  failedSensitive: 'error',
  failed: 'error',
  expired: 'default',
  lapsed: 'default',
};

export function AvatarCloneStatusTag({ status }: { status: TAvatarCloneState }) {
  const { t } = useTranslation('avatarClone');
  return (
    <Tag color={COLOR[status]} data-testid="avatar-clone-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
