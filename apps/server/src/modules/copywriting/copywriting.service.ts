import { randomInt } from 'node:crypto';
import {
  ResultCode,
  defaultStyleFor,
  type TCopyExtension,
  type TCopyRecommendation,
  type TCopyStreamDone,
  type TCopyStreamStart,
  type TLocale,
} from '@orator/contracts';
import { copyLength, type CopyEngine, type CopyRequest } from '@orator/media';
import { AppError } from '../../platform/errors';
import { findSensitiveWords } from '../video-task/sensitive-words';
import type { CopyQuotaRepo } from './copy-quota.repo';
import type { CopyWriters } from './copy-writers';
import { screenedPieces, SensitiveOutputError } from './screened-pieces';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** SPEC 9 random ids: an underscore and 8 letters or digits. */
function newBatchId(): string {
  return `_${Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;
}

type Settled<T> = { index: number; result?: IteratorResult<T>; error?: unknown };

/**
 * The variants written side by side, each piece as soon as its writer has it, so all of them grow on the page at
 * once. A writer's failure ends the whole; the others are then left to the abort signal.
 */
async function* interleaved<T>(sources: AsyncIterator<T>[]): AsyncGenerator<{ index: number; value: T }> {
  const pending = new Map<number, Promise<Settled<T>>>();
  const ask = (index: number) =>
    pending.set(
      index,
      sources[index]!.next().then(
        (result) => ({ index, result }),
        (error: unknown) => ({ index, error }),
      ),
    );
  sources.forEach((_, index) => ask(index));
  while (pending.size) {
    const { index, result, error } = await Promise.race(pending.values());
    if (error !== undefined) throw error;
    if (!result || result.done) {
      pending.delete(index);
      continue;
    }
    ask(index);
    yield { index, value: result.value };
  }
}

export type CopyEvent =
  | { type: 'delta'; variant: number; text: string }
  | { type: 'done'; done: TCopyStreamDone }
  | { type: 'error'; error: AppError };

/** A generation admitted and counted: what to announce, then its events until done or error. */
export interface CopyRun {
  start: TCopyStreamStart;
  events(signal: AbortSignal): AsyncGenerator<CopyEvent>;
}

export function createCopywritingService(deps: {
  writers: CopyWriters;
  quota: CopyQuotaRepo;
  sensitiveWords: readonly string[];
  dailyLimit: number;
  log: { warn: (object: object, message: string) => void };
}) {
  const { writers, quota, sensitiveWords, dailyLimit } = deps;

  /** Everything that can be refused is refused here, in the envelope, before a byte of the stream is sent. */
  async function admit(
    userId: number,
    request: Omit<CopyRequest, 'seed' | 'variant' | 'style'> & { style?: CopyRequest['style']; businessSource: number },
    variants: number,
    batchId: string | undefined,
  ): Promise<CopyRun> {
    const engine = writers.engineFor(request.language);
    if (!engine) throw AppError.badRequest('copyLanguageUnsupported');
    const found = findSensitiveWords(`${request.keywords}\n${request.text ?? ''}`, sensitiveWords);
    if (found.length) {
      throw new AppError(
        ResultCode.BadRequest,
        'sensitiveWordsFound',
        { words: found.join(', ') },
        { sensitiveWord: found },
      );
    }
    if (request.mode === 'extend') {
      const length = copyLength(request.text ?? '', request.language);
      if (length >= request.wordCount) throw AppError.badRequest('copyTextAlreadyLong', { length });
    }
    const remaining = await quota.take(userId, dailyLimit);
    if (remaining === null) throw new AppError(ResultCode.LimitReached, 'copyDailyLimitReached', { limit: dailyLimit });

    const id = batchId ?? newBatchId();
    const style = request.style ?? defaultStyleFor(request.businessSource);
    const base: Omit<CopyRequest, 'seed' | 'variant'> = { ...request, style };
    return {
      start: { batchId: id, variants, language: request.language, writer: engine.writer },
      events: (signal) => run(engine, base, id, variants, userId, remaining, signal),
    };
  }

  async function* run(
    engine: CopyEngine,
    request: Omit<CopyRequest, 'seed' | 'variant'>,
    batchId: string,
    variants: number,
    userId: number,
    remaining: number,
    signal: AbortSignal,
  ): AsyncGenerator<CopyEvent> {
    const texts = Array.from({ length: variants }, () => '');
    let isDone = false;
    // Stops the variants still being written once one fails or the reader goes.
    const stop = new AbortController();
    const either = AbortSignal.any([signal, stop.signal]);
    try {
      const streams = texts.map((_, variant) =>
        screenedPieces(engine.write({ ...request, seed: batchId, variant }, either), sensitiveWords),
      );
      for await (const { index, value } of interleaved(streams)) {
        texts[index] += value;
        yield { type: 'delta', variant: index, text: value };
      }
      isDone = true;
      yield {
        type: 'done',
        done: {
          batchId,
          variants: texts.map((text) => ({ text: text.trim(), length: copyLength(text, request.language) })),
          remainingToday: remaining,
        },
      };
    } catch (error) {
      if (signal.aborted) return;
      deps.log.warn({ err: error, writer: engine.writer }, 'marketing copy failed');
      yield {
        type: 'error',
        error: AppError.badRequest(error instanceof SensitiveOutputError ? 'copySensitiveOutput' : 'copyEngineFailed'),
      };
    } finally {
      stop.abort();
      // Only a text the user received whole counts against the day's limit.
      if (!isDone) await quota.giveBack(userId);
    }
  }

  return {
    batchId: newBatchId,

    languages: (locale: TLocale) => writers.languages(locale),

    recommend(userId: number, input: TCopyRecommendation): Promise<CopyRun> {
      return admit(userId, { ...input, mode: 'recommend' }, input.variants, input.batchId);
    },

    extend(userId: number, input: TCopyExtension): Promise<CopyRun> {
      return admit(userId, { ...input, mode: 'extend' }, 1, input.batchId);
    },
  };
}
export type CopywritingService = ReturnType<typeof createCopywritingService>;
