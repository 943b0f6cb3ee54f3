import { GiftOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus, isTaskPending, type TFreeUses } from '@orator/contracts';

interface TFreeUseTagProps {
  /** The quote's free uses, when one of them pays for this submission. */
  freeUses: TFreeUses & { thisUse: number };
  testId: string;
}

/** "Free use 1 of 3": which of the free plan's first uses of a tool pays for this submission (SPEC 6). */
export function FreeUseTag({ freeUses, testId }: TFreeUseTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color="green" icon={<GiftOutlined />} data-testid={testId}>
      {t('charge.freeUse', { use: freeUses.thisUse, total: freeUses.total })}
    </Tag>
  );
}

/** A quote's free uses, narrowed to the case where one of them pays. */
export function paysWithFreeUse(freeUses: TFreeUses | undefined): freeUses is TFreeUses & { thisUse: number } {
  return freeUses?.thisUse !== null && freeUses?.thisUse !== undefined;
}

interface TChargedTask {
  taskStatusTypeId: number;
  costKcoins: number;
  isFreeUse: boolean;
}

/**
 * What a task cost: a free use; the K-coins held while it generates (the most it can cost); what its real
 * length cost once finished; nothing when it failed.
 */
export function useChargeText(): (task: TChargedTask) => string {
  const { t } = useTranslation();
  return (task) =>
    task.isFreeUse
      ? t('charge.free')
      : isTaskPending(task.taskStatusTypeId)
        ? t('charge.held', { count: task.costKcoins })
        : task.taskStatusTypeId === TaskStatus.Failed
          ? t('charge.notCharged')
          : t('charge.charged', { count: task.costKcoins });
}
