import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { uploadModelPicture } from './api/ai-model-api';
import { modelPictureProblem } from './input-rules';

export interface TPicture {
  key: string;
  name: string;
  localUrl: string;
  state: 'uploading' | 'ready' | 'failed';
  fileId?: number;
  error?: string;
}

let nextKey = 0;

/**
 * Pictures for the next generation, at most `max`: each is checked in the browser, then uploaded at once, so a
 * refusal shows on its own thumbnail and Generate only waits for the ones that are fine.
 */
export function usePictureUploads(max: number) {
  const { t } = useTranslation('messages');
  const [pictures, setPictures] = useState<TPicture[]>([]);

  const update = useCallback((key: string, change: Partial<TPicture>) => {
    setPictures((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (item: TPicture, file: File) => {
      const problem = await modelPictureProblem(file);
      if (problem) return update(item.key, { state: 'failed', error: t(problem.key, problem.params) });
      try {
        const stored = await uploadModelPicture(file);
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
      const room = Math.max(0, max - pictures.length);
      const accepted = files
        .slice(0, room)
        .map((file): [TPicture, File] => [
          { key: `picture-${nextKey++}`, name: file.name, localUrl: URL.createObjectURL(file), state: 'uploading' },
          file,
        ]);
      setPictures((current) => [...current, ...accepted.map(([item]) => item)]);
      for (const [item, file] of accepted) void upload(item, file);
      return files.length - accepted.length;
    },
    [max, pictures.length, upload],
  );

  const remove = useCallback(
    (key: string) => {
      const removed = pictures.find((item) => item.key === key);
      if (removed) URL.revokeObjectURL(removed.localUrl);
      setPictures((current) => current.filter((item) => item.key !== key));
    },
    [pictures],
  );

  // The pictures' local addresses live as long as the page.
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  }, [pictures]);
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.localUrl)), []);

  return {
    pictures,
    readyIds: pictures.flatMap((item) => (item.state === 'ready' && item.fileId ? [item.fileId] : [])),
    isUploading: pictures.some((item) => item.state === 'uploading'),
    isFull: pictures.length >= max,
    add,
    remove,
  };
}
