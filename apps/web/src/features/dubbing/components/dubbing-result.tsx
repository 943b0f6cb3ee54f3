import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskPending, TaskStatus } from '@orator/contracts';
import { useDubbingDetail } from '../api/get-dubbing-detail';
import { formatDuration } from '../../../shared/lib/media-format';
import { AudioFilePlayer } from './audio-file-player';
import { DubbingDownloads } from './dubbing-downloads';
import { SubtitleFontSize } from './subtitle-font-size';

/** The dubbing just submitted: its progress, then the audio to play and the files to download. */
export function DubbingResult({ taskId }: { taskId: number }) {
  const { t } = useTranslation('dubbing');
  const { data: task } = useDubbingDetail(taskId);
  if (!task) return null;
  if (isTaskPending(task.taskStatusTypeId)) {
    return (
      <div className="dubbing-result" data-testid="dubbing-progress">
        <span>{t('result.speaking', { name: task.taskName })}</span>
        <Progress percent={task.progress} size="small" status="active" />
      </div>
    );
  }
  if (task.taskStatusTypeId !== TaskStatus.Finished) {
    return <Alert type="error" showIcon message={task.failReason ?? t('result.failed')} data-testid="dubbing-failed" />;
  }
  return (
    <div className="dubbing-result" data-testid="dubbing-done">
      <div className="dubbing-result__title">
        {t('result.ready', { name: task.taskName, duration: formatDuration(task.fileDuration ?? 0) })}
      </div>
      {task.audioFileId && <AudioFilePlayer fileId={task.audioFileId} testId="dubbing-player" />}
      <DubbingDownloads task={task} testId="dubbing-download" />
      <SubtitleFontSize task={task} />
    </div>
  );
}
