import { PictureOutlined } from '@ant-design/icons';
import { Button, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TAiPhotoTask } from '@orator/contracts';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useChargeText } from '../../../shared/ui/task-charge';
import { AI_PHOTO_HISTORY_PAGE_SIZE, useAiPhotoHistory, useDeleteAiPhotos } from '../api/ai-photo-api';

type TStatusKey = 'queued' | 'processing' | 'finished' | 'failed';

const STATUS: Readonly<Record<number, TStatusKey>> = {
  [TaskStatus.Queued]: 'queued',
  [TaskStatus.Processing]: 'processing',
  [TaskStatus.Finished]: 'finished',
  [TaskStatus.Failed]: 'failed',
};

function Thumbnail({ fileId }: { fileId: number | undefined }) {
  const url = useObjectUrl(useStoredFile(fileId).data);
  return (
    <div className="ai-photo-history__thumb">{url ? <img src={url} alt="" loading="lazy" /> : <PictureOutlined />}</div>
  );
}

interface THistoryListProps {
  shownId: number | undefined;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}

/** The user's earlier requests, newest first: each opens in the result panel or is deleted after asking. */
export function HistoryList({ shownId, onOpen, onDeleted }: THistoryListProps) {
  const { t, i18n } = useTranslation('imageGenerator');
  const [current, setCurrent] = useState(1);
  const history = useAiPhotoHistory(current);
  const remove = useDeleteAiPhotos();
  const chargeText = useChargeText();

  const records = history.data?.records ?? [];
  return (
    <section className="ai-photo-history" aria-label={t('history.title')} data-testid="ai-photo-history">
      <h2>{t('history.title')}</h2>
      {history.isPending && <Spin />}
      {history.data?.total === 0 && <p className="ai-photo-muted">{t('history.empty')}</p>}
      {records.length > 0 && (
        <ul className="ai-photo-history__list">
          {records.map((task: TAiPhotoTask) => {
            const status = STATUS[task.taskStatusTypeId] ?? 'queued';
            return (
              <li
                key={task.id}
                className={`ai-photo-history__item${task.id === shownId ? ' ai-photo-history__item--shown' : ''}`}
                data-testid={`ai-photo-history-item-${task.id}`}
              >
                <Thumbnail fileId={task.images[0]?.fileId} />
                <div className="ai-photo-history__body">
                  <span className="ai-photo-history__prompt" title={task.prompt}>
                    {task.prompt || t('history.noPrompt')}
                  </span>
                  <span className="ai-photo-muted ai-photo-small">
                    {formatDateTime(task.createTime, i18n.language)} · {chargeText(task)}
                  </span>
                  <span
                    className={`ai-photo-status ai-photo-status--${status}`}
                    data-testid={`ai-photo-history-status-${task.id}`}
                  >
                    {t(`history.status.${status}`)}
                  </span>
                </div>
                <div className="ai-photo-history__actions">
                  <Button size="small" onClick={() => onOpen(task.id)} data-testid={`ai-photo-history-open-${task.id}`}>
                    {t('history.open')}
                  </Button>
                  <ConfirmDeleteButton
                    title={t('history.deleteConfirm')}
                    isPending={remove.isPending && remove.variables?.includes(task.id)}
                    onConfirm={() => remove.mutate([task.id], { onSuccess: () => onDeleted(task.id) })}
                    testId={`ai-photo-history-delete-${task.id}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {(history.data?.total ?? 0) > AI_PHOTO_HISTORY_PAGE_SIZE && (
        <Pagination
          className="ai-photo-history__pages"
          current={current}
          pageSize={AI_PHOTO_HISTORY_PAGE_SIZE}
          total={history.data?.total}
          showSizeChanger={false}
          onChange={setCurrent}
        />
      )}
    </section>
  );
}
