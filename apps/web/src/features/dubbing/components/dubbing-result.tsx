import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskPending, TaskStatus } from '@orator/contracts';
import { TaskProgress } from '../../../shared/ui/task-progress';
import { useDubbingDetail } from '../api/get-dubbing-detail';
import { AudioFilePlayer } from './audio-file-player';
import { DubbingDownloads } from './dubbing-downloads';
import { SubtitleFontSize } from './subtitle-font-size';

/**
 * The dubbing just submitted: its stage and progress, then the audio to play and the files to download. Its
 * length is the one the player reads from the MP3 itself; the estimate before it is the quote's.
 */
export function DubbingResult({ taskId }: { taskId: number }) {
  const { t } = useTranslation('dubbing');
  const { data: task } = useDubbingDetail(taskId);
  if (!task) return null;
  if (isTaskPending(task.taskStatusTypeId)) {
    return (
      <div className="dubbing-result" data-testid="dubbing-progress">
        <span>{t('result.speaking', { name: task.taskName })}</span>
        <TaskProgress kind="dubbing" status={task.taskStatusTypeId} progress={task.progress} />
      </div>
    );
  }
  if (task.taskStatusTypeId !== TaskStatus.Finished) {
    return <Alert type="error" showIcon message={task.failReason ?? t('result.failed')} data-testid="dubbing-failed" />;
  }
  return (
    <div className="dubbing-result" data-testid="dubbing-done">
      <div className="dubbing-result__title">{t('result.ready', { name: task.taskName })}</div>
      {task.audioFileId && <AudioFilePlayer fileId={task.audioFileId} testId="dubbing-player" />}
      <DubbingDownloads task={task} testId="dubbing-download" />
      <SubtitleFontSize task={task} />
    </div>
  );
}
