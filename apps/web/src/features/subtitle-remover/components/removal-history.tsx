import { FileImageOutlined } from '@ant-design/icons';
import { Button, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TSubtitleRemoverTask } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useChargeText } from '../../../shared/ui/task-charge';
import { REMOVER_HISTORY_PAGE_SIZE, useDeleteRemovals, useRemovalHistory } from '../api/subtitle-remover-api';

type TStatusKey = 'queued' | 'processing' | 'finished' | 'failed';

const STATUS: Readonly<Record<number, TStatusKey>> = {
  [TaskStatus.Queued]: 'queued',
  [TaskStatus.Processing]: 'processing',
  [TaskStatus.Finished]: 'finished',
  [TaskStatus.Failed]: 'failed',
};

interface TRemovalRowProps {
  task: TSubtitleRemoverTask;
  isShown: boolean;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}

function RemovalRow({ task, isShown, onOpen, onDeleted }: TRemovalRowProps) {
  const { t, i18n } = useTranslation('subtitleRemover');
  const remove = useDeleteRemovals();
  const chargeText = useChargeText();
  const status = STATUS[task.taskStatusTypeId] ?? 'queued';
  return (
    <li
      className={`sr-history__item${isShown ? ' sr-history__item--shown' : ''}`}
      data-testid={`sr-history-${task.id}`}
    >
      <div className="sr-history__thumb">
        {task.targetFileThumbnailUrl ? (
          <img src={task.targetFileThumbnailUrl} alt="" loading="lazy" />
        ) : (
          <FileImageOutlined />
        )}
      </div>
      <div className="sr-history__body">
        <span className="sr-history__name" title={task.taskName}>
          {task.taskName}
        </span>
        <span className="sr-muted">
          {t('history.seconds', { seconds: Math.round(task.durationSec) })} ·{' '}
          {formatDateTime(task.createTime, i18n.language)} · {chargeText(task)}
        </span>
        <span className={`sr-status sr-status--${status}`} data-testid={`sr-history-status-${task.id}`}>
          {t(`history.status.${status}`)}
        </span>
      </div>
      <div className="sr-history__actions">
        <Button size="small" onClick={() => onOpen(task.id)} data-testid={`sr-history-open-${task.id}`}>
          {t('history.open')}
        </Button>
        <ConfirmDeleteButton
          title={t('history.deleteConfirm')}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate([task.id], { onSuccess: () => onDeleted(task.id) })}
          testId={`sr-history-delete-${task.id}`}
        />
      </div>
    </li>
  );
}

interface TRemovalHistoryProps {
  shownId: number | undefined;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}

/** The user's removals, newest first: each opens in the result panel or is deleted after asking. */
export function RemovalHistory({ shownId, onOpen, onDeleted }: TRemovalHistoryProps) {
  const { t } = useTranslation('subtitleRemover');
  const [current, setCurrent] = useState(1);
  const history = useRemovalHistory(current);
  const records = history.data?.records ?? [];
  return (
    <section className="sr-history" aria-label={t('history.title')} data-testid="sr-history">
      <h2>{t('history.title')}</h2>
      {history.isPending && <Spin />}
      {history.data?.total === 0 && <p className="sr-muted">{t('history.empty')}</p>}
      {records.length > 0 && (
        <ul className="sr-history__list">
          {records.map((task) => (
            <RemovalRow key={task.id} task={task} isShown={task.id === shownId} onOpen={onOpen} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
      {(history.data?.total ?? 0) > REMOVER_HISTORY_PAGE_SIZE && (
        <Pagination
          current={current}
          pageSize={REMOVER_HISTORY_PAGE_SIZE}
          total={history.data?.total}
          showSizeChanger={false}
          onChange={setCurrent}
        />
      )}
    </section>
  );
}
