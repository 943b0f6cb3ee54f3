import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAvatarCloneState } from '@orator/contracts';

/** Avatar clone states are the voice clone ones and 'lapsed', so one map colours both. */
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

interface TCloneStatusTagProps {
  status: TAvatarCloneState;
  /** The feature whose `status.*` texts name the state. */
  namespace: 'voiceClone' | 'avatarClone';
  testId: string;
}

export function CloneStatusTag({ status, namespace, testId }: TCloneStatusTagProps) {
  const { t } = useTranslation(namespace);
  return (
    <Tag color={COLOR[status]} data-testid={testId}>
      {t(`status.${status}`)}
    </Tag>
  );
}
