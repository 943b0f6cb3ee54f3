import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationSentence } from '@orator/contracts';
import { sentenceAt } from '../video-translation-rules';

interface TSourcePreviewProps {
  url: string | null;
  sentences: readonly TTranslationSentence[];
  /** The sentence under the playhead, shown under the video as a caption. */
  activeIndex: number | undefined;
  onActiveChange: (index: number | undefined) => void;
  ref: Ref<HTMLVideoElement>;
}

/** The uploaded video, with the sentence being spoken shown beneath it and highlighted in the list. */
export function SourcePreview({ url, sentences, activeIndex, onActiveChange, ref }: TSourcePreviewProps) {
  const { t } = useTranslation('videoTranslation');
  const active = sentences.find((sentence) => sentence.index === activeIndex);
  return (
    <div className="vt-preview" data-testid="vt-preview">
      {url ? (
        <video
          ref={ref}
          className="vt-preview__video"
          src={url}
          controls
          playsInline
          preload="metadata"
          onTimeUpdate={(event) => {
            const next = sentenceAt(sentences, event.currentTarget.currentTime);
            if (next !== activeIndex) onActiveChange(next);
          }}
          data-testid="vt-preview-video"
        />
      ) : (
        <div className="vt-preview__empty">{t('editor.noPreview')}</div>
      )}
      {active ? (
        <p className="vt-preview__caption" aria-live="polite" data-testid="vt-preview-caption">
          {active.text || active.source}
        </p>
      ) : (
        url && <p className="vt-preview__caption vt-muted">{t('editor.playHint')}</p>
      )}
    </div>
  );
}
