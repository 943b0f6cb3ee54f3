import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFileInfo, TMessageKey } from '@orator/contracts';
import { isApiError } from '../api/api-error';

/** Why a picture was refused in the browser, as a message of the contracts catalogue (the server's own words). */
export interface TPictureProblem {
  key: TMessageKey;
  params?: Record<string, string | number>;
}

export interface TPictureUpload {
  key: string;
  name: string;
  localUrl: string;
  state: 'uploading' | 'ready' | 'failed';
  fileId?: number;
  error?: string;
}

interface TPictureUploadRules {
  max: number;
  /** The tool's rules checked before uploading; the server checks again. */
  check: (file: File) => Promise<TPictureProblem | null>;
  /** Stores one picture; a refusal's message shows on its thumbnail, so it should be a quiet call. */
  upload: (file: File) => Promise<TFileInfo>;
}

let nextKey = 0;

/**
 * Pictures for a tool's next request, at most `max`: each is checked in the browser, then uploaded at once, so a
 * refusal shows on its own thumbnail and the submit button only waits for the ones that are fine.
 */
export function usePictureUploads({ max, check, upload }: TPictureUploadRules) {
  const { t } = useTranslation('messages');
  const [pictures, setPictures] = useState<TPictureUpload[]>([]);

  const update = useCallback((key: string, change: Partial<TPictureUpload>) => {
    setPictures((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const store = useCallback(
    async (item: TPictureUpload, file: File) => {
      const problem = await check(file);
      if (problem) return update(item.key, { state: 'failed', error: t(problem.key, problem.params) });
      try {
        const stored = await upload(file);
        update(item.key, { state: 'ready', fileId: stored.id });
      } catch (error) {
        update(item.key, { state: 'failed', error: isApiError(error) ? error.message : t('uploadFailed') });
      }
    },
    [check, upload, t, update],
  );

  /** Adds what fits within the limit; answers how many were left out. */
  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, max - pictures.length);
      const accepted = files
        .slice(0, room)
        .map((file): [TPictureUpload, File] => [
          { key: `picture-${nextKey++}`, name: file.name, localUrl: URL.createObjectURL(file), state: 'uploading' },
          file,
        ]);
      setPictures((current) => [...current, ...accepted.map(([item]) => item)]);
      for (const [item, file] of accepted) void store(item, file);
      return files.length - accepted.length;
    },
    [max, pictures.length, store],
  );

  /**
   * Adds a picture the server already keeps (a template copy, a picture made from a prompt), ready at once;
   * `localUrl` becomes the list's to let go. Answers false, and keeps nothing, when the list is full.
   */
  const addStored = useCallback(
    (stored: { name: string; fileId: number; localUrl: string }) => {
      if (pictures.length >= max) {
        URL.revokeObjectURL(stored.localUrl);
        return false;
      }
      const item: TPictureUpload = { key: `picture-${nextKey++}`, ...stored, state: 'ready' };
      setPictures((current) => [...current, item]);
      return true;
    },
    [max, pictures.length],
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
    addStored,
    remove,
  };
}
