import { VideoCameraOutlined } from '@ant-design/icons';
import { Button, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TVideoGenTask } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useChargeText } from '../../../shared/ui/task-charge';
import { useDeleteVideoGens, useVideoGenHistory, VIDEO_GEN_HISTORY_PAGE_SIZE } from '../api/video-gen-api';

type TStatusKey = 'queued' | 'processing' | 'finished' | 'failed';

const STATUS: Readonly<Record<number, TStatusKey>> = {
  [TaskStatus.Queued]: 'queued',
  [TaskStatus.Processing]: 'processing',
  [TaskStatus.Finished]: 'finished',
  [TaskStatus.Failed]: 'failed',
};

/** The clip's first frame, served by address like the project centre's video thumbnails. */
export function ClipThumbnail({ task }: { task: TVideoGenTask }) {
  return (
    <div className="video-gen-history__thumb">
      {task.targetFileThumbnailUrl ? (
        <img src={task.targetFileThumbnailUrl} alt="" loading="lazy" />
      ) : (
        <VideoCameraOutlined />
      )}
    </div>
  );
}

interface TClipRowProps {
  task: TVideoGenTask;
  isShown: boolean;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}

/** One clip of the list: its thumbnail, words, date, cost and state, opened or deleted after asking. */
export function ClipRow({ task, isShown, onOpen, onDeleted }: TClipRowProps) {
  const { t, i18n } = useTranslation('videoGen');
  const remove = useDeleteVideoGens();
  const chargeText = useChargeText();
  const status = STATUS[task.taskStatusTypeId] ?? 'queued';
  return (
    <li
      className={`video-gen-history__item${isShown ? ' video-gen-history__item--shown' : ''}`}
      data-testid={`video-gen-history-${task.id}`}
      data-kind={task.kind}
    >
      <ClipThumbnail task={task} />
      <div className="video-gen-history__body">
        <span className="video-gen-history__prompt" title={task.prompt}>
          {task.prompt || t('history.noPrompt')}
        </span>
        <span className="video-gen-muted">
          {t(`history.kind.${task.kind}`)} · {task.ratio} · {t('settings.seconds', { seconds: task.durationSec })}
        </span>
        <span className="video-gen-muted">
          {formatDateTime(task.createTime, i18n.language)} · {chargeText(task)}
        </span>
        <span
          className={`video-gen-status video-gen-status--${status}`}
          data-testid={`video-gen-history-status-${task.id}`}
        >
          {t(`history.status.${status}`)}
        </span>
      </div>
      <div className="video-gen-history__actions">
        <Button size="small" onClick={() => onOpen(task.id)} data-testid={`video-gen-history-open-${task.id}`}>
          {t('history.open')}
        </Button>
        <ConfirmDeleteButton
          title={t('result.deleteConfirm')}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate([task.id], { onSuccess: () => onDeleted(task.id) })}
          testId={`video-gen-history-delete-${task.id}`}
        />
      </div>
    </li>
  );
}

interface TClipHistoryProps {
  shownId: number | undefined;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}

/** The user's clips of both kinds, newest first: each opens in the result panel or is deleted after asking. */
export function ClipHistory({ shownId, onOpen, onDeleted }: TClipHistoryProps) {
  const { t } = useTranslation('videoGen');
  const [current, setCurrent] = useState(1);
  const history = useVideoGenHistory(current);
  const records = history.data?.records ?? [];
  return (
    <section className="video-gen-history" aria-label={t('history.title')} data-testid="video-gen-history">
      <h2>{t('history.title')}</h2>
      {history.isPending && <Spin />}
      {history.data?.total === 0 && <p className="video-gen-muted">{t('history.empty')}</p>}
      {records.length > 0 && (
        <ul className="video-gen-history__list">
          {records.map((task) => (
            <ClipRow key={task.id} task={task} isShown={task.id === shownId} onOpen={onOpen} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
      {(history.data?.total ?? 0) > VIDEO_GEN_HISTORY_PAGE_SIZE && (
        <Pagination
          current={current}
          pageSize={VIDEO_GEN_HISTORY_PAGE_SIZE}
          total={history.data?.total}
          showSizeChanger={false}
          onChange={setCurrent}
        />
      )}
    </section>
  );
}
