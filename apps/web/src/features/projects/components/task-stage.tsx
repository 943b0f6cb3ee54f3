import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TVideoTask } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { TaskProgress } from '../../../shared/ui/task-progress';
import { formatTimeLeft, taskStatusName } from '../project-format';
import { aspectRatioOf } from './task-thumbnail';
import { RetryButton } from './retry-button';
import { VideoPlayer } from './video-player';

interface TTaskStageProps {
  task: TVideoTask;
  /** The finished video's bytes, as the player needs them. */
  videoFile: { blob: Blob | undefined; hasFailed: boolean; retry: () => void };
}

/** The detail page's main area: the video once it is finished, otherwise where its generation stands. */
export function TaskStage({ task, videoFile }: TTaskStageProps) {
  const { t, i18n } = useTranslation('projects');
  const status = taskStatusName(task.taskStatusTypeId);
  const ratio = task.scene.canvasConfig.showRatio;

  if (status === 'finished') {
    return (
      <VideoPlayer
        blob={videoFile.blob}
        hasFailed={videoFile.hasFailed}
        onRetry={videoFile.retry}
        poster={task.targetFileThumbnailUrl}
        showRatio={ratio}
      />
    );
  }
  if (status === 'failed') {
    return (
      <div className="task-stage task-stage--failed" style={{ aspectRatio: aspectRatioOf(ratio) }}>
        <ExclamationCircleFilled className="task-stage__icon" />
        <strong>{t('detail.failedTitle')}</strong>
        <span data-testid="detail-fail-reason">{task.failMessage || messageText('videoFailedSystem')}</span>
        <RetryButton taskId={task.id} />
      </div>
    );
  }
  return (
    <div className="task-stage" style={{ aspectRatio: aspectRatioOf(ratio) }} data-testid="detail-generating">
      <TaskProgress
        kind="video"
        status={task.taskStatusTypeId}
        progress={task.progress}
        shape="circle"
        testId={`task-progress-${task.id}`}
      />
      {status === 'processing' && task.surplusProcessSecond !== null && (
        <span>{t('task.timeLeft', { time: formatTimeLeft(task.surplusProcessSecond, i18n.language) })}</span>
      )}
      <span className="projects-muted">{t('detail.generatingText')}</span>
    </div>
  );
}
