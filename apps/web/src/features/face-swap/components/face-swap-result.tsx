import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskPending, TaskStatus, type TFaceSwapTask } from '@orator/contracts';
import { fetchFileBlob, saveBlob } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { useChargeText } from '../../../shared/ui/task-charge';

/** The name a result downloads under, as the server names it. */
export function resultFileName(task: Pick<TFaceSwapTask, 'id'>): string {
  return `face-swap-${task.id}.mp4`;
}

function FinishedVideo({ task, fileId }: { task: TFaceSwapTask; fileId: number }) {
  const { t } = useTranslation('faceSwap');
  const stored = useStoredFile(fileId);
  const url = useObjectUrl(stored.data);
  const download = useMutation({
    mutationFn: async () => saveBlob(stored.data ?? (await fetchFileBlob(fileId)), resultFileName(task)),
  });
  const shape = task.width && task.height ? { aspectRatio: `${task.width} / ${task.height}` } : undefined;
  return (
    <>
      <div className="face-swap-result__frame" style={shape}>
        {url ? <video src={url} controls playsInline preload="metadata" data-testid="face-swap-player" /> : <Spin />}
      </div>
      <Button
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        data-testid={`face-swap-download-${task.id}`}
      >
        {t('result.download')}
      </Button>
    </>
  );
}

/** A submitted swap: its progress while rendering, then the player and download, or why it failed. */
export function FaceSwapResult({ task }: { task: TFaceSwapTask }) {
  const { t } = useTranslation('faceSwap');
  const chargeText = useChargeText();
  const status = task.taskStatusTypeId ?? TaskStatus.Queued;
  return (
    <section className="face-swap-panel face-swap-result" data-testid="face-swap-result" data-status={status}>
      <h2 className="face-swap-panel__title">{task.taskName}</h2>
      {isTaskPending(status) && (
        <div aria-live="polite" data-testid="face-swap-rendering">
          <span>{t('result.rendering', { percent: task.progress })}</span>
          <Progress percent={task.progress} size="small" status="active" />
        </div>
      )}
      {status === TaskStatus.Finished && task.targetFileId !== null && (
        <FinishedVideo task={task} fileId={task.targetFileId} />
      )}
      {status === TaskStatus.Failed && (
        <Alert type="error" showIcon title={t('result.failed')} description={task.failReason} />
      )}
      <p className="face-swap-panel__hint" data-testid="face-swap-charge">
        {chargeText({ taskStatusTypeId: status, costKcoins: task.costKcoins ?? 0, isFreeUse: task.isFreeUse })}
      </p>
    </section>
  );
}
