import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { estimateScriptSeconds, openApiSpeechCost, type TOpenAudition, type ZOpenAudition } from '@orator/contracts';
import { EmptyTextError, InvalidPauseError, renderDubbing } from '@orator/media';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';

type SpeechRequest = z.output<typeof ZOpenAudition>;

/** The public API's percentages of change, as the speech engines' factors (1 as recorded). */
export function speechFactor(percent: number): number {
  return Math.min(2, Math.max(0.5, 1 + percent / 100));
}

/**
 * The open API's text to speech: the content spoken into an MP3 stored in the caller's files, charged at the public
 * API's per-second price (API-NOTES: speech 0.3 K-coin a second). The most it can cost is held before speaking,
 * from the text's estimated length; the spoken length's price, never more, is charged once the file is stored, and a
 * failure gives everything back.
 */
export async function speakForApi(
  { admission, charges, files, voices }: Pick<Services, 'admission' | 'charges' | 'files' | 'voices'>,
  userId: number,
  request: SpeechRequest,
  fileUrl: (fileId: number) => Promise<string>,
): Promise<TOpenAudition> {
  if (!(await voices.find(request.voiceId, userId))) throw AppError.badRequest('voiceNotFound');
  const options = {
    rate: speechFactor(request.prosodyRate),
    pitch: speechFactor(request.prosodyPitch),
    volume: Math.min(2, request.volume / 100),
  };
  const chargeRef = `open-api-speech:${randomUUID()}`;
  const charge = await admission.admit({
    userId,
    feature: 'dubbing',
    price: openApiSpeechCost(estimateScriptSeconds(request.content, options.rate)),
    chargeRef,
    limits: [],
    write: async (_tx, admitted) => admitted,
  });
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-open-speech-'));
  try {
    const spoken = await renderDubbing(voices.engine, [{ text: request.content, voiceId: request.voiceId, options }], {
      outDir: workDir,
    });
    const file = await files.storeGenerated(userId, {
      fileName: 'speech.mp3',
      mimeType: 'audio/mpeg',
      ext: 'mp3',
      body: await readFile(spoken.mp3Path),
    });
    const cost = await charges.capture(charge, openApiSpeechCost(spoken.spokenSec), 'API speech');
    return {
      fileId: file.id,
      textToVoiceTaskId: file.id,
      costMoney: cost,
      fileDuration: Math.round(spoken.durationSec),
      fileUrl: await fileUrl(file.id),
    };
  } catch (error) {
    await charges.release(userId, { ...charge, feature: 'dubbing' }, chargeRef);
    if (error instanceof InvalidPauseError) throw AppError.badRequest('pauseInvalid', { token: error.token });
    if (error instanceof EmptyTextError) throw AppError.badRequest('auditionNothingToSay');
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
