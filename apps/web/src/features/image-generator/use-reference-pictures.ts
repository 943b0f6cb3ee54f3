import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_PHOTO_INPUT } from '@orator/contracts';
import { isApiError } from '../../shared/api/api-error';
import { uploadAiPhotoReference } from './api/ai-photo-api';
import { referenceProblem } from './input-rules';

export interface TReference {
  key: string;
  name: string;
  localUrl: string;
  state: 'uploading' | 'ready' | 'failed';
  fileId?: number;
  error?: string;
}

let nextKey = 0;

/**
 * The product pictures of the next request: each is checked in the browser, then uploaded at once, so a
 * refusal shows on its own thumbnail and Generate only waits for the ones that are fine.
 */
export function useReferencePictures() {
  const { t } = useTranslation('messages');
  const [references, setReferences] = useState<TReference[]>([]);

  const update = useCallback((key: string, change: Partial<TReference>) => {
    setReferences((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (item: TReference, file: File) => {
      const problem = await referenceProblem(file);
      if (problem) return update(item.key, { state: 'failed', error: t(problem.key, problem.params) });
      try {
        const stored = await uploadAiPhotoReference(file);
        update(item.key, { state: 'ready', fileId: stored.id });
      } catch (error) {
        update(item.key, { state: 'failed', error: isApiError(error) ? error.message : t('uploadFailed') });
      }
    },
    [t, update],
  );

  /** Adds what fits within the limit; answers how many were left out. */
  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, AI_PHOTO_INPUT.maxReferences - references.length);
      const accepted = files
        .slice(0, room)
        .map((file): [TReference, File] => [
          { key: `reference-${nextKey++}`, name: file.name, localUrl: URL.createObjectURL(file), state: 'uploading' },
          file,
        ]);
      setReferences((current) => [...current, ...accepted.map(([item]) => item)]);
      for (const [item, file] of accepted) void upload(item, file);
      return files.length - accepted.length;
    },
    [references.length, upload],
  );

  const remove = useCallback(
    (key: string) => {
      const removed = references.find((item) => item.key === key);
      if (removed) URL.revokeObjectURL(removed.localUrl);
      setReferences((current) => current.filter((item) => item.key !== key));
    },
    [references],
  );

  // The pictures' local addresses live as long as the page.
  const latest = useRef(references);
  useEffect(() => {
    latest.current = references;
  }, [references]);
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.localUrl)), []);

  const readyIds = references.flatMap((item) => (item.state === 'ready' && item.fileId ? [item.fileId] : []));
  return {
    references,
    readyIds,
    isUploading: references.some((item) => item.state === 'uploading'),
    isFull: references.length >= AI_PHOTO_INPUT.maxReferences,
    add,
    remove,
  };
}
