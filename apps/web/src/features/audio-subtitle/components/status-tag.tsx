import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus } from '@orator/contracts';

const LOOK: Record<number, { key: 'queued' | 'processing' | 'finished' | 'failed'; color: string }> = {
  [TaskStatus.Queued]: { key: 'queued', color: 'default' },
  [TaskStatus.Processing]: { key: 'processing', color: 'processing' },
  [TaskStatus.Finished]: { key: 'finished', color: 'success' },
  [TaskStatus.Failed]: { key: 'failed', color: 'error' },
};

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('audioSubtitle');
  const look = LOOK[status] ?? LOOK[TaskStatus.Queued]!;
  return <Tag color={look.color}>{t(`status.${look.key}`)}</Tag>;
}
