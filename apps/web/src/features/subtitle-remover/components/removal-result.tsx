import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Progress, Segmented, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTaskPending, TaskStatus, type TSubtitleRemoverTask } from '@orator/contracts';
import { fetchFileBlob, saveBlob } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';

/** The name a cleaned video downloads under, as the server names it. */
export function resultFileName(task: Pick<TSubtitleRemoverTask, 'id'>): string {
  return `no-subtitles-${task.id}.mp4`;
}

type TSide = 'after' | 'before';

/**
 * A finished removal: the cleaned video, or the original at the same moment for comparison, played from their bytes
 * (files are served to their owner only); and the download.
 */
function FinishedRemoval({ task }: { task: TSubtitleRemoverTask & { targetFileId: number } }) {
  const { t } = useTranslation('subtitleRemover');
  const [side, setSide] = useState<TSide>('after');
  const after = useStoredFile(task.targetFileId);
  const before = useStoredFile(task.sourceFileId, side === 'before');
  const afterUrl = useObjectUrl(after.data);
  const beforeUrl = useObjectUrl(before.data);
  const player = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  const download = useMutation({
    mutationFn: async () => saveBlob(after.data ?? (await fetchFileBlob(task.targetFileId)), resultFileName(task)),
  });
  const url = side === 'after' ? afterUrl : beforeUrl;

  function switchTo(next: TSide) {
    // The other video opens at the same moment, so the two can be compared frame for frame.
    resumeAt.current = player.current?.currentTime ?? 0;
    setSide(next);
  }

  return (
    <>
      <Segmented<TSide>
        value={side}
        onChange={switchTo}
        options={[
          { value: 'after', label: t('result.after') },
          { value: 'before', label: t('result.before') },
        ]}
        data-testid="sr-compare"
      />
      <div className="sr-result__frame" style={{ aspectRatio: `${task.width} / ${task.height}` }}>
        {url ? (
          <video
            key={side}
            ref={player}
            src={url}
            controls
            playsInline
            preload="metadata"
            onLoadedMetadata={(event) => {
              event.currentTarget.currentTime = resumeAt.current;
            }}
            data-testid="sr-player"
            data-side={side}
          />
        ) : (
          <Spin />
        )}
      </div>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        data-testid={`sr-download-${task.id}`}
      >
        {t('result.download')}
      </Button>
    </>
  );
}

/** The removal on screen: its progress while it runs, the video once done, or why it failed. */
export function RemovalResult({ task }: { task: TSubtitleRemoverTask | undefined }) {
  const { t } = useTranslation('subtitleRemover');
  if (!task) return null;
  return (
    <section
      className="sr-result"
      aria-label={t('result.title')}
      data-testid="sr-result"
      data-status={task.taskStatusTypeId}
    >
      <h2>{task.taskName}</h2>
      {isTaskPending(task.taskStatusTypeId) && (
        <div aria-live="polite" data-testid="sr-progress">
          <span>{task.taskStatusTypeId === TaskStatus.Queued ? t('result.queued') : t('result.working')}</span>
          <Progress percent={task.progress} status="active" />
        </div>
      )}
      {task.taskStatusTypeId === TaskStatus.Failed && (
        <Alert type="error" showIcon title={task.failReason ?? t('result.failed')} data-testid="sr-failed" />
      )}
      {task.taskStatusTypeId === TaskStatus.Finished && task.targetFileId !== null && (
        <FinishedRemoval task={{ ...task, targetFileId: task.targetFileId }} />
      )}
    </section>
  );
}
