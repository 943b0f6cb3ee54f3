import { CloudUploadOutlined, DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskPending, TaskStatus, type TVideoGenTask } from '@orator/contracts';
import { fetchFileBlob, saveBlob } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteVideoGens, useSaveClip } from '../api/video-gen-api';

/** The name a clip downloads under, as the server names it. */
export function clipFileName(task: Pick<TVideoGenTask, 'id'>): string {
  return `video-${task.id}.mp4`;
}

/** The tallest a clip is shown, so a portrait clip stays on screen beside the settings. */
const MAX_PLAYER_HEIGHT_PX = 560;

/** The player's frame in the clip's own shape, no taller than the screen allows. */
function frameStyle(task: TVideoGenTask) {
  const [w, h] = task.width && task.height ? [task.width, task.height] : task.ratio.split(':').map(Number);
  return { aspectRatio: `${w} / ${h}`, width: `min(100%, ${Math.round((MAX_PLAYER_HEIGHT_PX * w!) / h!)}px)` };
}

/**
 * A finished clip: played from its bytes (files are served to their owner only), downloaded under its name, or
 * kept among the uploads, where the studio offers it as a video background.
 */
function FinishedClip({ task }: { task: TVideoGenTask & { targetFileId: number } }) {
  const { t } = useTranslation('videoGen');
  const stored = useStoredFile(task.targetFileId);
  const url = useObjectUrl(stored.data);
  const download = useMutation({
    mutationFn: async () => saveBlob(stored.data ?? (await fetchFileBlob(task.targetFileId)), clipFileName(task)),
  });
  const save = useSaveClip();
  return (
    <>
      <div className="video-gen-result__frame" style={frameStyle(task)}>
        {url ? (
          <video
            src={url}
            poster={task.targetFileThumbnailUrl ?? undefined}
            controls
            playsInline
            loop
            preload="metadata"
            data-testid="video-gen-player"
          />
        ) : (
          <Spin />
        )}
      </div>
      <div className="video-gen-result__clip-actions">
        <Button
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid={`video-gen-download-${task.id}`}
        >
          {t('result.download')}
        </Button>
        <Button
          icon={<CloudUploadOutlined />}
          loading={save.isPending}
          onClick={() => save.mutate(task.id)}
          data-testid={`video-gen-save-${task.id}`}
        >
          {t('result.save')}
        </Button>
      </div>
      {save.isSuccess && save.variables === task.id && (
        <Alert type="success" showIcon title={t('result.saved')} data-testid="video-gen-saved" />
      )}
    </>
  );
}

interface TClipResultProps {
  task: TVideoGenTask | undefined;
  isLoading: boolean;
  /** The clip was deleted: the page stops showing it. */
  onDeleted?: (id: number) => void;
}

/** The clip on screen: its progress, then the clip with its download, or why it failed; and its delete. */
export function ClipResult({ task, isLoading, onDeleted }: TClipResultProps) {
  const { t } = useTranslation('videoGen');
  const { t: tMessage } = useTranslation('messages');
  const remove = useDeleteVideoGens();
  if (!task) {
    return (
      <div className="video-gen-result video-gen-result--empty" data-testid="video-gen-result-empty">
        {isLoading ? <Spin /> : <VideoCameraOutlined className="video-gen-result__icon" />}
        {!isLoading && <p>{t('result.empty')}</p>}
      </div>
    );
  }
  const isPending = isTaskPending(task.taskStatusTypeId);
  return (
    <div className="video-gen-result" data-testid="video-gen-result" data-status={task.taskStatusTypeId}>
      {isPending && (
        <div data-testid="video-gen-progress">
          <span>{t(task.taskStatusTypeId === TaskStatus.Queued ? 'result.queued' : 'result.making')}</span>
          <Progress percent={task.progress} status="active" />
          <p className="video-gen-muted">{t('result.wait')}</p>
        </div>
      )}
      {task.taskStatusTypeId === TaskStatus.Failed && (
        <Alert
          type="error"
          showIcon
          title={task.failReason ?? tMessage('videoFailedSystem')}
          description={t('result.refunded')}
          data-testid="video-gen-failed"
        />
      )}
      {task.taskStatusTypeId === TaskStatus.Finished && task.targetFileId !== null && (
        <>
          <p className="video-gen-muted" data-testid="video-gen-result-engine">
            {t(`result.${task.engine}.${task.kind}`)}
          </p>
          <FinishedClip task={{ ...task, targetFileId: task.targetFileId }} />
        </>
      )}
      <div className="video-gen-result__actions">
        <ConfirmDeleteButton
          title={t(isPending ? 'result.deletePendingConfirm' : 'result.deleteConfirm')}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate([task.id], { onSuccess: () => onDeleted?.(task.id) })}
          testId={`video-gen-delete-${task.id}`}
          showLabel
        />
      </div>
    </div>
  );
}
