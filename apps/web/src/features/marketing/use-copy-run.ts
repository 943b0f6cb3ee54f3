import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCopyWriter } from '@orator/contracts';
import { isApiError } from '../../shared/api/api-error';
import type { TCopyStreamHandlers } from '../../shared/api/copywriting';

export interface TCopyRun {
  status: 'writing' | 'done' | 'failed';
  writer?: TCopyWriter;
  /** Each variant as far as it has been written. */
  variants: string[];
  /** Known once the server has the whole text. */
  lengths: number[];
  remainingToday?: number;
  error?: string;
}

type TOpenStream = (handlers: TCopyStreamHandlers, signal: AbortSignal) => Promise<void>;

/**
 * One generation followed as it is written: the variants grow with every piece the server sends. Starting another
 * or leaving the page stops the one before, which the server then does not count.
 */
export function useCopyRun(fallbackError: string) {
  const [run, setRun] = useState<TCopyRun | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (open: TOpenStream) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const update = (change: (run: TCopyRun) => TCopyRun) => {
        if (!controller.signal.aborted) setRun((previous) => previous && change(previous));
      };
      setRun({ status: 'writing', variants: [], lengths: [] });
      try {
        await open(
          {
            onStart: ({ writer, variants }) =>
              update((run) => ({ ...run, writer, variants: Array.from({ length: variants }, () => '') })),
            onDelta: ({ variant, text }) =>
              update((run) => ({ ...run, variants: run.variants.with(variant, (run.variants[variant] ?? '') + text) })),
            onDone: (done) =>
              update((run) => ({
                ...run,
                status: 'done',
                variants: done.variants.map((variant) => variant.text),
                lengths: done.variants.map((variant) => variant.length),
                remainingToday: done.remainingToday,
              })),
          },
          controller.signal,
        );
      } catch (error) {
        const message = isApiError(error) && error.message ? error.message : fallbackError;
        update((run) => ({ ...run, status: 'failed', error: message }));
      }
    },
    [fallbackError],
  );

  return { run, start };
}
