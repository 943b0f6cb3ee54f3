import {
  CLONE_TERM_DAYS,
  RENEWABLE_CLONE_STATES,
  RESUBMITTABLE_CLONE_STATES,
  WEB_BASE,
  type TLanguage,
  type TPage,
  type TVoice,
  type ZSaveVoiceCloneRequest,
  type ZUpdateVoiceCloneRequest,
  type ZCloneReviewRequest,
} from '@orator/contracts';
import {
  inspectVoiceSample,
  INSTANT_CLONE_SAMPLE,
  PRO_CLONE_SAMPLE,
  type CloneEngine,
  type CloneProfile,
} from '@orator/media';
import type { z } from 'zod';
import type { Logger } from 'pino';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { FileRepo } from '../file/file.repo';
import type { Tx } from '../money/ledger.repo';
import type { OrderRow } from '../money/order.repo';
import type { CloneGoods } from '../money/payment.service';
import type { UserRepo } from '../user/user.repo';
import { findSensitiveWords } from '../video-task/sensitive-words';
import { checkSample } from './sample-check';
import { createCloneMailer } from './voice-clone-mail';
import { cloneAsVoice, cloneIdOf, clonePriceCents } from './voice-clone-view';
import type { VoiceCloneRepo, VoiceCloneRow } from './voice-clone.repo';

type SaveInput = z.output<typeof ZSaveVoiceCloneRequest>;
type UpdateInput = z.output<typeof ZUpdateVoiceCloneRequest>;
type ReviewInput = z.output<typeof ZCloneReviewRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
const TERM_MS = CLONE_TERM_DAYS * DAY_MS;
/** Where the payment page sends the browser back: the clone list. */
const RETURN_PATH = `${WEB_BASE}voice-clone`;

export interface VoiceCloneServiceDeps {
  repo: VoiceCloneRepo;
  files: FileRepo;
  storage: Storage;
  users: UserRepo;
  queue: Queue;
  mailer: Mailer;
  log: Logger;
  sensitiveWords: readonly string[];
  languages: readonly TLanguage[];
  /** Makes the voices: the offline profile engine, or a deployment's neural cloning server. */
  cloneEngine: CloneEngine;
  now?: () => Date;
}

/** A term starts when the voice is ready, or extends the one running. */
function termEnd(from: Date | null, now: Date): Date {
  const start = from && from > now ? from : now;
  return new Date(start.getTime() + TERM_MS);
}

/**
 * The voice clone lifecycle of SPEC 4: submitted, paid, under review, in synthesis, success; rejected or
 * failed with a free resubmit; expired with renew. Each step moves a clone only from the state it expects,
 * so a replayed job, payment or review never acts twice.
 */
export function createVoiceCloneService(deps: VoiceCloneServiceDeps) {
  const { repo, queue, now = () => new Date() } = deps;
  const notify = createCloneMailer(deps);
  const languageNames = new Map(deps.languages.map((language) => [language.code, language.name]));
  const languageName = (code: string) => languageNames.get(code) ?? code;

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw AppError.notFound();
    return row;
  }

  const enqueueReview = (row: VoiceCloneRow) =>
    queue.send('voiceClone.review', { cloneId: row.id }, { singletonKey: `voice-clone-review:${row.id}` });
  const enqueueSynthesis = (row: VoiceCloneRow) =>
    queue.send('voiceClone.synthesize', { cloneId: row.id }, { singletonKey: `voice-clone-synthesis:${row.id}` });

  async function reject(row: VoiceCloneRow, status: 'rejected' | 'failedSensitive' | 'failed', reason: string) {
    const moved = await repo.transition(row.id, [row.status], { status, reason });
    if (moved) await notify(status === 'failed' ? 'failed' : 'rejected', moved);
    return moved;
  }

  /** What the money module sells for a voice clone: the first term or a renewal, whichever is due. */
  const goods: CloneGoods = {
    async offer(userId, cloneId) {
      const row = await owned(userId, cloneId);
      const isRenewal = RENEWABLE_CLONE_STATES.includes(row.status);
      if (row.status !== 'submitted' && !isRenewal) throw AppError.badRequest('cloneNotPayable');
      return {
        amountCents: clonePriceCents(row.kind),
        cloneKind: row.kind,
        name: row.name,
        isRenewal,
        returnPath: RETURN_PATH,
      };
    },

    async deliver(tx: Tx, order: OrderRow) {
      const cloneId = Number(order.item.cloneId);
      const row = await repo.byId(cloneId, tx);
      if (!row) return;
      const paidAt = order.paidAt ?? now();
      if (row.status === 'submitted') {
        await repo.transition(cloneId, ['submitted'], { status: 'paid', paidAt, orderNo: order.orderNo }, tx);
      } else if (RENEWABLE_CLONE_STATES.includes(row.status)) {
        await repo.transition(
          cloneId,
          RENEWABLE_CLONE_STATES,
          { status: 'success', orderNo: order.orderNo, expiresAt: termEnd(row.expiresAt, paidAt) },
          tx,
        );
      }
    },

    async afterDelivery(order: OrderRow) {
      const row = await repo.byId(Number(order.item.cloneId));
      if (row?.status === 'paid') await enqueueReview(row);
    },
  };

  const service = {
    goods,
    languageName,

    async submit(userId: number, input: SaveInput, locale: string) {
      if (!input.noticeAccepted) throw AppError.badRequest('cloneNoticeRequired');
      const sample = await checkSample(deps, userId, input.sampleFileId, input.kind);
      return repo.insert({
        ownerId: userId,
        kind: input.kind,
        name: input.name,
        gender: input.gender,
        language: input.language,
        sampleFileId: sample.fileId,
        sampleDurationSec: sample.durationSec,
        status: 'submitted',
        locale,
        noticeAcceptedAt: now(),
      });
    },

    async list(userId: number, current: number, size: number): Promise<TPage<VoiceCloneRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size);
      return { records: rows, total, current, size };
    },

    detail: owned,

    /**
     * Before paying the owner may change anything. A rejected or failed clone, changed or not, goes back
     * to review on the payment already made (SPEC 4 "with resubmit").
     */
    async update(userId: number, input: UpdateInput) {
      const row = await owned(userId, input.id);
      const isResubmit = RESUBMITTABLE_CLONE_STATES.includes(row.status);
      if (row.status !== 'submitted' && !isResubmit) throw AppError.badRequest('cloneNotEditable');
      const sample =
        input.sampleFileId && input.sampleFileId !== row.sampleFileId
          ? await checkSample(deps, userId, input.sampleFileId, row.kind)
          : undefined;
      const updated = await repo.transition(row.id, [row.status], {
        name: input.name ?? row.name,
        gender: input.gender ?? row.gender,
        language: input.language ?? row.language,
        ...(sample ? { sampleFileId: sample.fileId, sampleDurationSec: sample.durationSec } : {}),
        ...(isResubmit ? { status: 'review' as const, reason: null, reviewedAt: null, reviewerId: null } : {}),
      });
      if (!updated) throw AppError.badRequest('cloneNotEditable');
      if (isResubmit) await enqueueReview(updated);
      return updated;
    },

    async delete(userId: number, id: number) {
      if (!(await repo.softDelete(id, userId))) throw AppError.notFound();
    },

    /** The automatic review of every paid or resubmitted clone; pro clones then wait for an operator. */
    async autoReview(cloneId: number) {
      const row = await repo.transition(cloneId, ['paid', 'review'], { status: 'review' });
      if (!row) return;
      if (findSensitiveWords(row.name, deps.sensitiveWords).length) {
        await reject(row, 'failedSensitive', 'cloneFailedSensitive');
        return;
      }
      try {
        await checkSample(deps, row.ownerId, row.sampleFileId, row.kind);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await reject(row, 'rejected', error.messageKey);
        return;
      }
      if (row.kind === 'pro') return;
      const next = await repo.transition(row.id, ['review'], { status: 'synthesis', reviewedAt: now() });
      if (next) await enqueueSynthesis(next);
    },

    /** An operator's decision on a clone under review (SPEC issue #6: approve, or reject with a reason). */
    async decide(reviewerId: number, input: ReviewInput) {
      const decided = { reviewedAt: now(), reviewerId };
      const row =
        input.decision === 'approve'
          ? await repo.transition(input.id, ['review'], { status: 'synthesis', reason: null, ...decided })
          : await repo.transition(input.id, ['review'], { status: 'rejected', reason: input.reason!, ...decided });
      if (!row) throw AppError.badRequest('cloneNotInReview');
      if (row.status === 'synthesis') await enqueueSynthesis(row);
      else await notify('rejected', row);
      return row;
    },

    async reviewList(current: number, size: number) {
      const { rows, total } = await repo.waitingForReview((current - 1) * size, size);
      return { records: rows, total, current, size };
    },

    /** Learns the voice from the recording; the first term starts when it is ready. */
    async synthesize(cloneId: number) {
      const row = await repo.byId(cloneId);
      if (row?.status !== 'synthesis') return;
      let profile: Record<string, unknown>;
      try {
        const sample = await deps.files.byId(row.sampleFileId);
        if (!sample) throw new Error(`sample file ${row.sampleFileId} is gone`);
        const limits = row.kind === 'instant' ? INSTANT_CLONE_SAMPLE : PRO_CLONE_SAMPLE;
        const { pcm, analysis } = await withLocalCopy(deps.storage, sample.storageKey, (filePath) =>
          inspectVoiceSample(filePath, limits),
        );
        const made = await deps.cloneEngine.create(pcm, {
          language: row.language,
          gender: row.gender,
          name: row.name,
          analysis,
        });
        profile = { ...made };
      } catch (error) {
        deps.log.error({ err: error, cloneId }, 'voice clone synthesis failed');
        await reject(row, 'failed', 'cloneFailedSystem');
        return;
      }
      const at = now();
      const done = await repo.transition(row.id, ['synthesis'], {
        status: 'success',
        reason: null,
        engine: deps.cloneEngine.name,
        profile,
        completedAt: at,
        expiresAt: termEnd(row.expiresAt, at),
      });
      if (done) await notify('ready', done);
    },

    /** SPEC 4 "expired, with renew": the cron's sweep of clones whose term has ended. */
    async expireLapsed() {
      const expired = await repo.expireLapsed(now());
      for (const row of expired) await notify('expired', row);
      return expired.length;
    },

    /** The voice library's view of a user's clones (its UserVoiceSource). */
    userVoices: {
      async voicesOf(userId: number): Promise<TVoice[]> {
        const rows = await repo.usable(userId, now());
        return rows.map((row) => cloneAsVoice(row, languageName(row.language)));
      },
      async find(voiceId: string, userId: number): Promise<TVoice | undefined> {
        const id = cloneIdOf(voiceId);
        const row = id === undefined ? undefined : await repo.ownedBy(id, userId);
        return row && isUsable(row, now()) ? cloneAsVoice(row, languageName(row.language)) : undefined;
      },
    },

    /**
     * For the cloning speech engine: any owner's clone, since ownership was checked when the task using it
     * was submitted. An expired clone no longer speaks.
     */
    async resolveClone(voiceId: string): Promise<{ profile: CloneProfile } | undefined> {
      const id = cloneIdOf(voiceId);
      const row = id === undefined ? undefined : await repo.byId(id);
      if (!row?.profile || !isUsable(row, now())) return undefined;
      // The column holds what buildCloneProfile made, as plain JSON.
      return { profile: row.profile as unknown as CloneProfile };
    },

    /** The clone whose recording a user may hear: their own, or any for an operator. */
    async sampleFileOf(userId: number, id: number) {
      const row = await repo.byId(id);
      if (!row) throw AppError.notFound();
      if (row.ownerId !== userId && (await deps.users.byId(userId))?.role !== 'admin') throw AppError.notFound();
      return row.sampleFileId;
    },
  };
  return service;
}
export type VoiceCloneService = ReturnType<typeof createVoiceCloneService>;

function isUsable(row: VoiceCloneRow, now: Date) {
  return row.status === 'success' && row.expiresAt !== null && row.expiresAt > now;
}
