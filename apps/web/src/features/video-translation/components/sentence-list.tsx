import { Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationSentence } from '@orator/contracts';
import type { TSentenceDraft } from '../studio/use-sentence-drafts';
import { formatTimestamp } from '../video-translation-rules';

interface TSentenceListProps {
  sentences: readonly TTranslationSentence[];
  activeIndex: number | undefined;
  onChange: (index: number, field: keyof TSentenceDraft, value: string) => void;
  /** Plays the source from the sentence's start. */
  onSeek: (sentence: TTranslationSentence) => void;
  isTranslated: boolean;
  /** The column titles, shown over each field where the columns stack (phones). */
  columns: { source: string; translation: string };
}

/** The transcript sentence by sentence: its time in the video, the words heard and their translation. */
export function SentenceList({ sentences, activeIndex, onChange, onSeek, isTranslated, columns }: TSentenceListProps) {
  const { t } = useTranslation('videoTranslation');
  const listRef = useRef<HTMLOListElement>(null);

  // The list follows the video while it plays, without taking the focus from a field being typed in.
  useEffect(() => {
    if (activeIndex === undefined) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (row && !row.contains(document.activeElement)) row.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  return (
    <ol className="vt-sentences" ref={listRef} data-testid="vt-sentences">
      {sentences.map((sentence) => {
        const testId = `vt-sentence-${sentence.index}`;
        return (
          <li
            key={sentence.index}
            data-index={sentence.index}
            className={sentence.index === activeIndex ? 'vt-sentence is-active' : 'vt-sentence'}
            data-testid={testId}
          >
            <button
              type="button"
              className="vt-sentence__time"
              onClick={() => onSeek(sentence)}
              aria-label={t('editor.playFrom', { time: formatTimestamp(sentence.start) })}
              data-testid={`${testId}-time`}
            >
              {sentence.index + 1}. {formatTimestamp(sentence.start)} – {formatTimestamp(sentence.end)}
            </button>
            <span className="vt-sentence__column" aria-hidden>
              {columns.source}
            </span>
            <Input.TextArea
              value={sentence.source}
              onChange={(event) => onChange(sentence.index, 'source', event.target.value)}
              autoSize={{ minRows: 1, maxRows: 6 }}
              maxLength={1000}
              aria-label={t('editor.source', { number: sentence.index + 1 })}
              data-testid={`${testId}-source`}
            />
            <span className="vt-sentence__column" aria-hidden>
              {columns.translation}
            </span>
            <Input.TextArea
              value={sentence.text}
              onChange={(event) => onChange(sentence.index, 'text', event.target.value)}
              autoSize={{ minRows: 1, maxRows: 6 }}
              maxLength={1000}
              placeholder={isTranslated ? t('editor.missing') : t('editor.notTranslated')}
              status={isTranslated && !sentence.text.trim() ? 'warning' : undefined}
              aria-label={t('editor.translation', { number: sentence.index + 1 })}
              data-testid={`${testId}-text`}
            />
          </li>
        );
      })}
    </ol>
  );
}
