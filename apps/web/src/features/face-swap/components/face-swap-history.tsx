import { DeleteOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Popconfirm, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaskStatus, type TFaceSwapTask } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { AppPath } from '../../../shared/lib/app-paths';
import {
  FACE_SWAP_HISTORY_PAGE_SIZE,
  useDeleteFaceSwaps,
  useFaceSwapHistory,
  useFaceSwapTask,
} from '../api/face-swap-api';
import { FaceSwapResult } from './face-swap-result';
import { StoredImage } from './stored-image';

type THistoryState = 'transcoding' | 'analysing' | 'ready' | 'queued' | 'processing' | 'finished' | 'failed';

function stateOf(task: TFaceSwapTask): THistoryState {
  if (task.stage === 'failed') return 'failed';
  if (task.stage !== 'submitted') return task.stage === 'uploading' ? 'transcoding' : task.stage;
  if (task.taskStatusTypeId === TaskStatus.Finished) return 'finished';
  if (task.taskStatusTypeId === TaskStatus.Failed) return 'failed';
  return task.taskStatusTypeId === TaskStatus.Processing ? 'processing' : 'queued';
}

const STATE_COLOUR: Record<THistoryState, string> = {
  transcoding: 'blue',
  analysing: 'blue',
  ready: 'gold',
  queued: 'blue',
  processing: 'blue',
  finished: 'green',
  failed: 'red',
};

interface TFaceSwapHistoryProps {
  openId?: number;
  onOpen: (task: TFaceSwapTask) => void;
  onDeleted?: (id: number) => void;
}

/** The user's face swaps, newest first, 10 a page: each opens, or is deleted (a rendering one gives its K-coins back). */
export function FaceSwapHistory({ openId, onOpen, onDeleted }: TFaceSwapHistoryProps) {
  const { t, i18n } = useTranslation('faceSwap');
  const [page, setPage] = useState(1);
  const list = useFaceSwapHistory(page);
  const remove = useDeleteFaceSwaps();
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  // Deleting the last swaps of the last page leaves it empty: show the page before it.
  if (list.isSuccess && records.length === 0 && page > 1)
    setPage(Math.max(1, Math.ceil(total / FACE_SWAP_HISTORY_PAGE_SIZE)));

  if (list.isPending) return <Spin />;
  if (list.isError && !list.data) {
    return (
      <Result
        status="warning"
        title={<span data-testid="face-swap-history-load-failed">{t('history.loadFailed')}</span>}
        extra={<Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>}
      />
    );
  }
  if (total === 0) {
    return <Empty description={<span data-testid="face-swap-history-empty">{t('history.empty')}</span>} />;
  }
  return (
    <div className="face-swap-history" data-testid="face-swap-history">
      <ul className="face-swap-history__list">
        {records.map((task) => {
          const state = stateOf(task);
          const thumbnailFileId = task.people[0]?.thumbnailFileId;
          return (
            <li
              key={task.id}
              className={`face-swap-history__row${task.id === openId ? ' face-swap-history__row--open' : ''}`}
              data-testid={`face-swap-history-${task.id}`}
            >
              {thumbnailFileId !== undefined ? (
                <StoredImage fileId={thumbnailFileId} alt="" className="face-swap-history__thumbnail" />
              ) : (
                <span className="face-swap-history__thumbnail" />
              )}
              <div className="face-swap-history__body">
                <strong className="face-swap-history__name">{task.taskName}</strong>
                <span className="face-swap-panel__hint">{formatDateTime(task.createTime, i18n.language)}</span>
                <Tag color={STATE_COLOUR[state]} data-testid={`face-swap-history-state-${task.id}`}>
                  {t(`history.state.${state}`)}
                </Tag>
              </div>
              <div className="face-swap-history__actions">
                <Button size="small" onClick={() => onOpen(task)} data-testid={`face-swap-history-open-${task.id}`}>
                  {t('history.open')}
                </Button>
                <Popconfirm
                  title={t('history.deleteConfirm')}
                  onConfirm={() => remove.mutate([task.id], { onSuccess: () => onDeleted?.(task.id) })}
                >
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('history.delete')}
                    data-testid={`face-swap-history-delete-${task.id}`}
                  />
                </Popconfirm>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        current={page}
        pageSize={FACE_SWAP_HISTORY_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}

/** The project centre's face swap tab (/my?tab=videoFaceSwap): the history; a swap opens on its page. */
export function FaceSwapHistoryTab() {
  const { t } = useTranslation('faceSwap');
  const [openId, setOpenId] = useState<number>();
  return (
    <div className="face-swap-tab" data-testid="face-swap-tab">
      <Link to={AppPath.VideoFaceSwap}>
        <Button type="primary" icon={<VideoCameraAddOutlined />} data-testid="face-swap-tab-create">
          {t('history.create')}
        </Button>
      </Link>
      <FaceSwapHistory openId={openId} onOpen={(task) => setOpenId(task.id)} />
      {openId !== undefined && <OpenedSwap id={openId} />}
    </div>
  );
}

/** A swap opened in the tab: its result once submitted; one still waiting for faces continues on its page. */
function OpenedSwap({ id }: { id: number }) {
  const { t } = useTranslation('faceSwap');
  const task = useFaceSwapTask(id);
  if (!task.data) return <Spin />;
  if (task.data.stage === 'submitted') return <FaceSwapResult task={task.data} />;
  return (
    <Link to={`${AppPath.VideoFaceSwap}?id=${id}`} data-testid="face-swap-tab-continue">
      <Button>{t('history.open')}</Button>
    </Link>
  );
}
