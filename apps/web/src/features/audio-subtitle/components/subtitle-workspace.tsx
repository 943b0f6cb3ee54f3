import { Alert, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus } from '@orator/contracts';
import { useAudioSubtitle } from '../api/get-audio-subtitle';
import { StatusTag } from './status-tag';
import { SubtitleEditor } from './subtitle-editor';

/** One extraction: its progress while it runs, why it failed, or its subtitles to edit. */
export function SubtitleWorkspace({ id }: { id: number }) {
  const { t } = useTranslation('audioSubtitle');
  const task = useAudioSubtitle(id);

  if (!task.data)
    return task.isError ? <Alert type="error" showIcon message={task.error.message} /> : <Skeleton active />;
  const { data } = task;
  return (
    <section className="audio-subtitle__workspace" data-testid="subtitle-workspace">
      <header className="audio-subtitle__workspace-head">
        <Typography.Title level={5} className="audio-subtitle__workspace-title">
          {data.taskName}
        </Typography.Title>
        <StatusTag status={data.status} />
        <Typography.Text type="secondary">{t(`engine.${data.engine}`)}</Typography.Text>
      </header>
      {data.status === TaskStatus.Failed && <Alert type="error" showIcon message={data.failMessage} />}
      {(data.status === TaskStatus.Queued || data.status === TaskStatus.Processing) && (
        <Progress
          percent={data.progress}
          status="active"
          aria-label={t(`status.${data.status === TaskStatus.Queued ? 'queued' : 'processing'}`)}
        />
      )}
      {data.status === TaskStatus.Finished && <SubtitleEditor key={data.updateTime} task={data} />}
    </section>
  );
}
