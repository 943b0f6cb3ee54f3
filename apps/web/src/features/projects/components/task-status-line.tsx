import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskPending, type TVideoTask } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { TaskProgress } from '../../../shared/ui/task-progress';
import { formatTimeLeft, taskStatusName, type TTaskStatusName } from '../project-format';
import { RetryButton } from './retry-button';

const TAG_COLOR: Record<TTaskStatusName, string> = {
  queued: 'default',
  processing: 'processing',
  finished: 'success',
  failed: 'error',
};

/**
 * Where a video stands (SPEC 4 "Video generation"): queued, generating with its stage, progress and time
 * left, finished, or failed with the reason and a retry.
 */
export function TaskStatusLine({ task }: { task: TVideoTask }) {
  const { t, i18n } = useTranslation('projects');
  const status = taskStatusName(task.taskStatusTypeId);

  return (
    <div className="task-status" data-testid={`task-status-${task.id}`} data-status={status}>
      <Tag color={TAG_COLOR[status]} className="task-status__tag">
        {t(`task.status.${status}`)}
      </Tag>
      {isTaskPending(task.taskStatusTypeId) && (
        <div className="task-status__progress">
          <TaskProgress
            kind="video"
            status={task.taskStatusTypeId}
            progress={task.progress}
            testId={`task-progress-${task.id}`}
          />
          {status === 'processing' && task.surplusProcessSecond !== null && (
            <span className="task-status__hint" data-testid={`task-time-left-${task.id}`}>
              {t('task.timeLeft', { time: formatTimeLeft(task.surplusProcessSecond, i18n.language) })}
            </span>
          )}
        </div>
      )}
      {status === 'failed' && (
        <div className="task-status__failure">
          <span className="task-status__reason" data-testid={`task-fail-reason-${task.id}`}>
            {task.failMessage || messageText('videoFailedSystem')}
          </span>
          <RetryButton taskId={task.id} />
        </div>
      )}
    </div>
  );
}
