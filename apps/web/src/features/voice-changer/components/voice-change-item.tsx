import { CaretRightOutlined, DeleteOutlined, DownloadOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TVoiceChangeTask } from '@orator/contracts';
import { downloadFile } from '../../../shared/api/download-file';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeleteVoiceChanges } from '../api/delete-voice-changes';
import { changedFileName } from '../changed-file-name';
import { formatDuration } from '../../../shared/lib/media-format';
import { signed } from '../input-rules';
import { StoredAudioPlayer } from './stored-audio-player';

const STATUS_NAME: Record<number, 'queued' | 'processing' | 'finished' | 'failed'> = {
  [TaskStatus.Queued]: 'queued',
  [TaskStatus.Processing]: 'processing',
  [TaskStatus.Finished]: 'finished',
  [TaskStatus.Failed]: 'failed',
};
const STATUS_COLOUR = { queued: 'default', processing: 'processing', finished: 'success', failed: 'error' } as const;

/** One voice change of the project centre: what it was, its state, and play, download and delete. */
export function VoiceChangeItem({ task }: { task: TVoiceChangeTask }) {
  const { t, i18n } = useTranslation('voiceChanger');
  const remove = useDeleteVoiceChanges();
  const [isPlaying, setIsPlaying] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const status = STATUS_NAME[task.taskStatusTypeId] ?? 'queued';
  const resultFileId = task.resultFileId;
  const presetLabel =
    task.preset === 'custom'
      ? t('history.customLabel', { pitch: signed(task.pitchSemitones), formant: signed(task.formantSemitones) })
      : t(`preset.${task.preset}.name`);

  async function download(fileId: number) {
    setIsDownloading(true);
    try {
      await downloadFile(fileId, changedFileName(task, t(`preset.${task.preset}.name`)));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <article className="voice-change-item" data-testid={`voice-change-${task.id}`}>
      <div className="voice-change-item__main">
        <strong className="voice-change-item__name">{task.taskName}</strong>
        <div className="voice-change-item__meta">
          <Tag color="purple" data-testid={`voice-change-preset-${task.id}`}>
            {presetLabel}
          </Tag>
          <Tag color={STATUS_COLOUR[status]} data-testid={`voice-change-status-${task.id}`}>
            {t(`history.status.${status}`)}
          </Tag>
          <span className="voice-changer-muted">
            {t('history.created', { date: formatDateTime(task.createTime, i18n.language) })}
          </span>
          {task.durationSec !== null && (
            <span className="voice-changer-muted">
              {t('history.duration', { duration: formatDuration(task.durationSec) })}
            </span>
          )}
        </div>
        {status === 'failed' && task.failMessage && (
          <span className="voice-change-item__error" data-testid={`voice-change-error-${task.id}`}>
            {task.failMessage}
          </span>
        )}
      </div>
      <div className="voice-change-item__actions">
        {resultFileId !== null && (
          <>
            <Button
              size="small"
              icon={isPlaying ? <UpOutlined /> : <CaretRightOutlined />}
              onClick={() => setIsPlaying((value) => !value)}
              data-testid={`voice-change-play-${task.id}`}
            >
              {isPlaying ? t('history.hide') : t('history.play')}
            </Button>
            <Tooltip title={t('history.download')}>
              <Button
                size="small"
                type="text"
                icon={<DownloadOutlined />}
                loading={isDownloading}
                onClick={() => void download(resultFileId)}
                aria-label={t('history.download')}
                data-testid={`voice-change-download-${task.id}`}
              />
            </Tooltip>
          </>
        )}
        <Popconfirm
          title={t('history.deleteConfirm')}
          okText={t('history.confirmDelete')}
          cancelText={t('history.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate([task.id])}
        >
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            aria-label={t('history.delete')}
            data-testid={`voice-change-delete-${task.id}`}
          />
        </Popconfirm>
      </div>
      {isPlaying && resultFileId !== null && (
        <div className="voice-change-item__players">
          <StoredAudioPlayer
            fileId={task.sourceFileId}
            label={t('history.original')}
            testId={`voice-change-original-${task.id}`}
          />
          <StoredAudioPlayer
            fileId={resultFileId}
            label={t('history.changed')}
            testId={`voice-change-changed-${task.id}`}
          />
        </div>
      )}
    </article>
  );
}
