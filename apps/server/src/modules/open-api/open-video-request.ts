import {
  OpenBackgroundType,
  ZSaveTaskRequest,
  type TBackground,
  type TLocale,
  type ZOpenBackgroundParam,
  type ZOpenVideoAddV1,
  type ZOpenVideoAddV2,
} from '@orator/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { fromOpenAvatarId } from './open-avatar-ids';
import { speechFactor } from './open-speech';

type VideoAddV1 = z.output<typeof ZOpenVideoAddV1>;
type VideoAddV2 = z.output<typeof ZOpenVideoAddV2>;
type BackgroundParam = z.output<typeof ZOpenBackgroundParam>;
/** What an audio-driven task stores as its voice: the audio speaks, no voice of the catalogue does. */
const UPLOADED_VOICE = 'upload_voice';

/**
 * A public `video/v1|v2/add` as the web app's task submission: the same rules, prices and refusals follow. The
 * narration is the audio file when one is given (the public flow: audition, then add), else the voice speaks the
 * script at render time.
 */
export async function toTaskRequest(
  { assets }: Pick<Services, 'assets'>,
  userId: number,
  locale: TLocale,
  body: VideoAddV1 | VideoAddV2,
): Promise<z.output<typeof ZSaveTaskRequest>> {
  const digitalHumanId = fromOpenAvatarId(body.digitalHuman.digitalHumanId);
  if (!digitalHumanId) throw AppError.badRequest('avatarNotFound');
  if (body.digitalHuman.maskType !== 'noMask' && body.digitalHuman.maskType !== 'nomask') {
    throw AppError.badRequest('openApiMaskUnsupported');
  }
  const voice = body.digitalHumanVoice;
  const speech = {
    voiceId: voice.voiceId ?? UPLOADED_VOICE,
    speakRate: speechFactor(voice.prosodyRate),
    speakPitch: speechFactor(voice.prosodyPitch),
    volume: 1,
  };
  const narration = voice.voicePackageFileId
    ? { inputMode: 'audio' as const, audioFileId: voice.voicePackageFileId }
    : voice.voiceId && voice.copyContent.trim()
      ? { inputMode: 'text' as const }
      : null;
  if (!narration) throw AppError.badRequest('openApiNarrationRequired');
  const background =
    'backgroundParam' in body
      ? await backgroundOf(assets, userId, locale, body.backgroundParam)
      : 'backgroundColor' in body && body.backgroundColor
        ? { type: 'color' as const, color: colourOf(body.backgroundColor) }
        : undefined;
  const parsed = ZSaveTaskRequest.safeParse({
    taskName: body.taskName,
    digitalHumanId,
    copyContent: voice.copyContent,
    speech,
    ratio: body.aspectRatio,
    ...narration,
    ...(background ? { background } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.badRequest('invalidInput', { detail: `${issue?.path.join('.')}: ${issue?.message}` });
  }
  return parsed.data;
}

async function backgroundOf(
  assets: Services['assets'],
  userId: number,
  locale: TLocale,
  param: BackgroundParam | undefined,
): Promise<TBackground | undefined> {
  if (!param) return undefined;
  switch (param.backgroundType) {
    case OpenBackgroundType.Color:
      return { type: 'color', color: colourOf(param.backgroundColor ?? '') };
    case OpenBackgroundType.SystemImage: {
      const images = assets.backgroundList(locale).images;
      const byUrl = param.backgroundUrl ? images.find((image) => param.backgroundUrl?.endsWith(image.url)) : undefined;
      const image = byUrl ?? (param.backgroundId ? images[param.backgroundId - 1] : undefined);
      if (!image) throw AppError.badRequest('openApiBackgroundUnknown');
      return { type: 'image', id: image.id };
    }
    case OpenBackgroundType.UserImage:
    case OpenBackgroundType.UserVideo: {
      if (param.uploadWay === 2) throw AppError.badRequest('openApiBackgroundUrlUnsupported');
      const fileId = param.backgroundFileId ?? param.backgroundId;
      if (!fileId) throw AppError.badRequest('openApiBackgroundUnknown');
      // Checks the file is the caller's and a picture or a video, as the web app's background upload does.
      await assets.registerUpload(userId, fileId);
      return { type: 'upload', fileId };
    }
    default:
      throw AppError.badRequest('openApiBackgroundUnknown');
  }
}

/** "rgb,0,255,0" (public v1/v2), "rgb(0,255,0)" (V3) or "#00ff00", as "#00ff00". */
export function colourOf(text: string): string {
  const trimmed = text.trim();
  if (/^#[0-9a-f]{6}$/i.test(trimmed)) return trimmed.toLowerCase();
  const match = /^rgb\s*[,(]\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)?$/i.exec(trimmed);
  const channels = match?.slice(1).map(Number);
  if (!channels || channels.some((value) => value > 255)) throw AppError.badRequest('openApiColourInvalid');
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
