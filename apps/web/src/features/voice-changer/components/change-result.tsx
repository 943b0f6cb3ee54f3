import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isTaskPending, TaskStatus } from '@orator/contracts';
import { downloadFile } from '../../../shared/api/download-file';
import { AppPath } from '../../../shared/lib/app-paths';
import { useVoiceChange } from '../api/get-voice-change';
import { changedFileName } from '../changed-file-name';
import { StoredAudioPlayer } from './stored-audio-player';

interface TChangeResultProps {
  taskId: number;
  /** The original, played from the user's own copy. */
  originalUrl: string | undefined;
}

export const VOICE_CHANGE_HISTORY_PATH = `${AppPath.My}?tab=voiceChange`;

/** The change the user just asked for: waiting, failed with the reason, or before and after with a download. */
export function ChangeResult({ taskId, originalUrl }: TChangeResultProps) {
  const { t } = useTranslation('voiceChanger');
  const change = useVoiceChange(taskId);
  const [isDownloading, setIsDownloading] = useState(false);
  const task = change.data;

  if (!task || isTaskPending(task.taskStatusTypeId)) {
    return (
      <div className="voice-changer-result" data-testid="voice-change-waiting">
        <Spin size="small" /> <span>{t('tool.waiting')}</span>
      </div>
    );
  }
  if (task.taskStatusTypeId !== TaskStatus.Finished || task.resultFileId === null) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('tool.failed')}
        description={<span data-testid="voice-change-failed">{task.failMessage}</span>}
      />
    );
  }

  async function download(fileId: number, fileName: string) {
    setIsDownloading(true);
    try {
      await downloadFile(fileId, fileName);
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <div className="voice-changer-result" data-testid="voice-change-result">
      {originalUrl && (
        <div className="voice-changer-player">
          <span className="voice-changer-player__label">{t('tool.original')}</span>
          <audio src={originalUrl} controls preload="metadata" aria-label={t('tool.original')} />
        </div>
      )}
      <StoredAudioPlayer fileId={task.resultFileId} label={t('tool.result')} testId="voice-change-result-player" />
      <div className="voice-changer-result__actions">
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={isDownloading}
          onClick={() => void download(task.resultFileId!, changedFileName(task, t(`preset.${task.preset}.name`)))}
          data-testid="voice-change-download"
        >
          {t('tool.download')}
        </Button>
        <Link to={VOICE_CHANGE_HISTORY_PATH} data-testid="voice-change-history-link">
          {t('tool.history')}
        </Link>
      </div>
    </div>
  );
}
