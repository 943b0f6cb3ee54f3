import { useCallback, useEffect, useRef, useState } from 'react';
import type { TTranslationSentence, TVideoTranslationTask } from '@orator/contracts';
import { useSaveSentences } from '../api/edit-video-translation';

/** Edits are saved once typing pauses this long. */
export const AUTOSAVE_DELAY_MS = 1200;

export interface TSentenceDraft {
  source: string;
  text: string;
}

type TDrafts = Record<number, TSentenceDraft>;

/** The sentences as the user edits them: the server's words with the user's unsaved changes on top. */
export function editedSentences(sentences: readonly TTranslationSentence[], drafts: TDrafts): TTranslationSentence[] {
  return sentences.map((sentence) => ({ ...sentence, ...drafts[sentence.index] }));
}

/**
 * The user's edits of the transcript and its translation, kept in the page and saved once typing pauses.
 * `flush` saves what is left at once, before a step that reads the sentences on the server (translate,
 * quote, submit).
 */
export function useSentenceDrafts(task: TVideoTranslationTask) {
  const save = useSaveSentences();
  const { mutateAsync: saveSentences } = save;
  const [drafts, setDrafts] = useState<TDrafts>({});
  // The autosave timer reads the drafts of its time, not those of the render that set it.
  const draftsRef = useRef(drafts);
  useEffect(() => {
    draftsRef.current = drafts;
  }, [drafts]);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    const pending = draftsRef.current;
    const sentences = Object.entries(pending).map(([index, draft]) => ({ index: Number(index), ...draft }));
    if (sentences.length === 0) return;
    await saveSentences({ id: task.id, sentences });
    // What was typed while the save was on its way stays a draft for the next one.
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([index, draft]) => pending[Number(index)] !== draft)),
    );
  }, [saveSentences, task.id]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function change(index: number, field: keyof TSentenceDraft, value: string) {
    const saved = task.sentences.find((sentence) => sentence.index === index);
    if (!saved) return;
    setDrafts((current) => {
      const draft = { source: saved.source, text: saved.text, ...current[index], [field]: value };
      return { ...current, [index]: draft };
    });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_DELAY_MS);
  }

  /** After the server rewrote the sentences (a translation), the page shows its words again. */
  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    setDrafts({});
  }, []);

  return {
    sentences: editedSentences(task.sentences, drafts),
    isDirty: Object.keys(drafts).length > 0,
    isSaving: save.isPending,
    saveError: save.error,
    change,
    flush,
    discard,
  };
}
