import { Button, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFile } from '../../../shared/api/use-stored-file';

interface TStoredAudioPlayerProps {
  fileId: number;
  label: string;
  testId: string;
}

/**
 * Plays a stored audio file. The object URL lives exactly as long as the <audio> element shows that blob:
 * React runs the ref's cleanup when either goes, which frees the memory.
 */
export function StoredAudioPlayer({ fileId, label, testId }: TStoredAudioPlayerProps) {
  const { t } = useTranslation('voiceChanger');
  const audio = useStoredFile(fileId);
  const blob = audio.data;
  const attachBlob = useCallback(
    (element: HTMLAudioElement | null) => {
      if (!element || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => {
        element.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );

  return (
    <div className="voice-changer-player">
      <span className="voice-changer-player__label">{label}</span>
      {blob && <audio ref={attachBlob} controls preload="metadata" aria-label={label} data-testid={testId} />}
      {audio.isPending && <Spin size="small" />}
      {audio.isError && (
        <span className="voice-changer-muted" data-testid={`${testId}-failed`}>
          {t('history.audioLoadFailed')}{' '}
          <Button type="link" size="small" onClick={() => void audio.refetch()}>
            {t('history.retry')}
          </Button>
        </span>
      )}
    </div>
  );
}
