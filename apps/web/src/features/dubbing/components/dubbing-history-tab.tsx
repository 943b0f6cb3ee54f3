import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Progress, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isTaskPending, TaskStatus, type TDubbingTask } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeleteDubbings } from '../api/delete-dubbings';
import { DUBBING_PAGE_SIZE, useDubbingList } from '../api/get-dubbing-list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useChargeText } from '../../../shared/ui/task-charge';
import { formatDuration } from '../../../shared/lib/media-format';
import { AudioFilePlayer } from './audio-file-player';
import { DubbingDownloads } from './dubbing-downloads';
import '../dubbing.css';

/** The project centre's text-to-speech tab (/my?tab=textToSpeech): every dubbing, to play, download or delete. */
export function DubbingHistoryTab() {
  const { t, i18n } = useTranslation('dubbing');
  const chargeText = useChargeText();
  const [page, setPage] = useState(1);
  const list = useDubbingList(page);
  const remove = useDeleteDubbings();
  const [playing, setPlaying] = useState<number>();

  if (list.isLoading) return <Spin data-testid="dubbing-history" />;
  const records = list.data?.records ?? [];
  if (records.length === 0) {
    return (
      <Empty description={t('history.empty')} data-testid="dubbing-history">
        <Link to={AppPath.Dubbing}>{t('history.create')}</Link>
      </Empty>
    );
  }

  const status = (task: TDubbingTask) => {
    if (isTaskPending(task.taskStatusTypeId)) return <Progress percent={task.progress} size="small" status="active" />;
    if (task.taskStatusTypeId === TaskStatus.Failed) return <Tag color="error">{task.failReason}</Tag>;
    return <Tag color="success">{formatDuration(task.fileDuration ?? 0)}</Tag>;
  };

  return (
    <div className="dubbing-history" data-testid="dubbing-history">
      <ul className="dubbing-history__list">
        {records.map((task) => {
          const testId = `dubbing-item-${task.id}`;
          const isFinished = task.taskStatusTypeId === TaskStatus.Finished;
          return (
            <li key={task.id} className="dubbing-history__item" data-testid={testId}>
              <div className="dubbing-history__head">
                <strong className="dubbing-history__name">{task.taskName}</strong>
                <span className="dubbing-history__meta">
                  {t('history.meta', {
                    count: task.characterCount,
                    date: formatDateTime(task.createTime, i18n.language),
                    characters: task.characterCount,
                  })}
                </span>
                <span className="dubbing-history__meta" data-testid={`${testId}-cost`}>
                  {chargeText(task)}
                </span>
              </div>
              <div className="dubbing-history__status">{status(task)}</div>
              <Space wrap className="dubbing-history__actions">
                {isFinished && task.audioFileId && (
                  <Button
                    size="small"
                    icon={<PlayCircleOutlined />}
                    onClick={() => setPlaying(playing === task.id ? undefined : task.id)}
                    data-testid={`${testId}-play`}
                  >
                    {playing === task.id ? t('history.hide') : t('history.play')}
                  </Button>
                )}
                {isFinished && <DubbingDownloads task={task} testId={testId} />}
                <ConfirmDeleteButton
                  showLabel
                  title={t('history.confirmDelete', { name: task.taskName })}
                  onConfirm={() => remove.mutate([task.id])}
                  isPending={remove.isPending && remove.variables?.includes(task.id) === true}
                  testId={`${testId}-delete`}
                />
              </Space>
              {playing === task.id && task.audioFileId && (
                <AudioFilePlayer fileId={task.audioFileId} testId={`${testId}-player`} />
              )}
            </li>
          );
        })}
      </ul>
      {(list.data?.total ?? 0) > DUBBING_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={DUBBING_PAGE_SIZE}
          total={list.data?.total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
    </div>
  );
}
