import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Checkbox, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaskStatus, type TVideoTask } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeleteTasks } from '../api/delete-tasks';
import { useDownloadTask } from '../hooks/use-download-task';
import { formatDuration } from '../../../shared/lib/media-format';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { TaskName } from './task-name';
import { TaskStatusLine } from './task-status-line';
import { TaskThumbnail } from './task-thumbnail';

export function taskDetailPath(id: number): string {
  return `${AppPath.DigitalDetail}?id=${id}`;
}

interface TTaskCardProps {
  task: TVideoTask;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
}

/** One video of the project centre: its picture, name, state, dates and what can be done with it. */
export function TaskCard({ task, isSelected, onSelectedChange }: TTaskCardProps) {
  const { t, i18n } = useTranslation('projects');
  const download = useDownloadTask();
  const remove = useDeleteTasks();
  const isFinished = task.taskStatusTypeId === TaskStatus.Finished;

  return (
    <article className={`task-card${isSelected ? ' task-card--selected' : ''}`} data-testid={`task-card-${task.id}`}>
      <Checkbox
        className="task-card__select"
        checked={isSelected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={t('task.select', { name: task.taskName })}
        data-testid={`task-select-${task.id}`}
      />
      <Link to={taskDetailPath(task.id)} className="task-card__preview" aria-label={t('task.open')}>
        <TaskThumbnail task={task} />
      </Link>
      <div className="task-card__body">
        <TaskName task={task} />
        <TaskStatusLine task={task} />
        <div className="task-card__meta">
          <span>{t('task.created', { date: formatDateTime(task.createTime, i18n.language) })}</span>
          {task.voicePackageDurationSecond !== null && (
            <span>{t('task.duration', { duration: formatDuration(task.voicePackageDurationSecond) })}</span>
          )}
        </div>
      </div>
      <div className="task-card__actions">
        <Tooltip title={t('task.open')}>
          <Link to={taskDetailPath(task.id)} data-testid={`task-open-${task.id}`}>
            <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('task.open')} />
          </Link>
        </Tooltip>
        {isFinished && (
          <Tooltip title={t('task.download')}>
            <Button
              type="text"
              size="small"
              icon={<DownloadOutlined />}
              loading={download.isPending}
              onClick={() => download.mutate({ task })}
              aria-label={t('task.download')}
              data-testid={`task-download-${task.id}`}
            />
          </Tooltip>
        )}
        <ConfirmDeleteButton
          title={t('task.deleteConfirm')}
          onConfirm={() => remove.mutate([task.id])}
          isPending={remove.isPending}
          testId={`task-delete-${task.id}`}
        />
      </div>
    </article>
  );
}
