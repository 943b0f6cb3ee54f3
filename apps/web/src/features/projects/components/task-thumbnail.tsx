import { ExclamationCircleFilled, LoadingOutlined, PlayCircleFilled } from '@ant-design/icons';
import type { TVideoTask } from '@orator/contracts';
import { taskStatusName } from '../project-format';

/** The video's own shape inside the card's frame: '9:16' becomes the CSS aspect ratio 9 / 16. */
export function aspectRatioOf(showRatio: string): string {
  return showRatio.replace(':', ' / ');
}

/** A card's picture: the thumbnail in the video's ratio, under a sign of where the video stands. */
export function TaskThumbnail({ task }: { task: TVideoTask }) {
  const status = taskStatusName(task.taskStatusTypeId);
  const ratio = task.scene.canvasConfig.showRatio;
  return (
    <div className="task-thumbnail" data-testid={`task-thumbnail-${task.id}`} data-ratio={ratio}>
      <div className="task-thumbnail__media" style={{ aspectRatio: aspectRatioOf(ratio) }}>
        {task.targetFileThumbnailUrl && (
          <img className="task-thumbnail__image" src={task.targetFileThumbnailUrl} alt="" loading="lazy" />
        )}
      </div>
      <span className={`task-thumbnail__sign task-thumbnail__sign--${status}`}>
        {status === 'finished' && <PlayCircleFilled />}
        {status === 'failed' && <ExclamationCircleFilled />}
        {(status === 'queued' || status === 'processing') && <LoadingOutlined />}
      </span>
    </div>
  );
}
