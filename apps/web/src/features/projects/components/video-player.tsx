import { Button, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { aspectRatioOf } from './task-thumbnail';

interface TVideoPlayerProps {
  /** The video's bytes once fetched. */
  blob: Blob | undefined;
  /** Fetching the bytes failed; `onRetry` asks again. */
  hasFailed: boolean;
  onRetry: () => void;
  poster: string | null;
  showRatio: string;
}

/**
 * Plays a video the page holds as bytes. The object URL lives exactly as long as the <video> element shows
 * that blob: React runs the ref's cleanup when either goes, which lets the browser free the memory.
 */
export function VideoPlayer({ blob, hasFailed, onRetry, poster, showRatio }: TVideoPlayerProps) {
  const { t } = useTranslation('projects');
  const attachBlob = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      video.src = url;
      return () => {
        video.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );

  return (
    <div className="video-player" style={{ aspectRatio: aspectRatioOf(showRatio) }}>
      <video
        ref={attachBlob}
        className="video-player__video"
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        data-testid="video-player"
      />
      {!blob && !hasFailed && <Spin className="video-player__overlay" tip={t('detail.loadingVideo')} />}
      {!blob && hasFailed && (
        <div className="video-player__overlay video-player__overlay--failed" data-testid="video-load-failed">
          <span>{t('detail.videoLoadFailed')}</span>
          <Button onClick={onRetry}>{t('tryAgain')}</Button>
        </div>
      )}
    </div>
  );
}
