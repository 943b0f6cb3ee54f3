import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUTOUT_INPUT, type TCutout } from '@orator/contracts';
import { isApiError } from '../../shared/api/api-error';
import { uploadCutoutImage, useCutOut } from './api/cutout-api';
import { cutoutInputProblem } from './input-rules';

export interface TBatchItem {
  key: string;
  file: File;
  localUrl: string;
  state: 'waiting' | 'working' | 'done' | 'failed';
  error?: string;
  cutout?: TCutout;
}

let nextKey = 0;

/**
 * The photos a user dropped, cut out one after another (the server runs one at a time anyway), each refusal
 * kept on its own photo so the rest of the batch goes on.
 */
export function useCutoutBatch() {
  const { t } = useTranslation('messages');
  const [items, setItems] = useState<TBatchItem[]>([]);
  const isRunning = useRef(false);
  const cutOut = useCutOut();

  const update = useCallback((key: string, change: Partial<TBatchItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const waiting = useRef<TBatchItem[]>([]);
  const drain = useCallback(async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      for (let next = waiting.current.shift(); next; next = waiting.current.shift()) {
        const { key, file } = next;
        update(key, { state: 'working' });
        try {
          const stored = await uploadCutoutImage(file);
          update(key, { state: 'done', cutout: await cutOut.mutateAsync(stored.id) });
        } catch (error) {
          update(key, { state: 'failed', error: isApiError(error) ? error.message : t('cutoutFailed') });
        }
      }
    } finally {
      isRunning.current = false;
    }
  }, [cutOut, t, update]);

  const add = useCallback(
    async (files: File[]) => {
      const room = CUTOUT_INPUT.batchMax - items.length;
      const accepted = files.slice(0, Math.max(0, room));
      const added = await Promise.all(
        accepted.map(async (file): Promise<TBatchItem> => {
          const problem = await cutoutInputProblem(file);
          return {
            key: `photo-${nextKey++}`,
            file,
            localUrl: URL.createObjectURL(file),
            state: problem ? 'failed' : 'waiting',
            ...(problem ? { error: t(problem.key, problem.params) } : {}),
          };
        }),
      );
      setItems((current) => [...current, ...added]);
      waiting.current.push(...added.filter((item) => item.state === 'waiting'));
      void drain();
      return { added: added.length, dropped: files.length - accepted.length };
    },
    [items.length, t, drain],
  );

  // The photos' local addresses live as long as the page.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.localUrl)), []);

  return { items, add, isBusy: items.some((item) => item.state === 'waiting' || item.state === 'working') };
}
