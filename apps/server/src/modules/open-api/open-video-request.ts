import {
  OpenBackgroundType,
  ZSaveTaskRequest,
  type TBackground,
  type TLocale,
  type TVideoRatio,
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

/** One avatar video as any version of the open API orders it. */
export interface OpenVideoOrder {
  taskName: string;
  ratio: TVideoRatio;
  openAvatarId: number;
  /** The presenter drawn inside a circle or a rectangle, which this installation does not do. */
  masked: boolean;
  /** An audio file that speaks, or a voice that speaks the script; null when the call gave neither. */
  narration:
    { audioFileId: number; script: string } | { voiceId: string; script: string; rate: number; pitch: number } | null;
  background: TBackground | undefined;
}

/**
 * An order as the web app's task submission: the same rules, prices and refusals follow. An audio-driven task
 * keeps no script, as in the web app.
 */
export function saveTaskRequestOf(order: OpenVideoOrder): z.output<typeof ZSaveTaskRequest> {
  const digitalHumanId = fromOpenAvatarId(order.openAvatarId);
  if (!digitalHumanId) throw AppError.badRequest('avatarNotFound');
  if (order.masked) throw AppError.badRequest('openApiMaskUnsupported');
  const narration = order.narration;
  if (!narration || ('voiceId' in narration && !narration.script.trim())) {
    throw AppError.badRequest('openApiNarrationRequired');
  }
  const spoken = 'voiceId' in narration;
  const parsed = ZSaveTaskRequest.safeParse({
    taskName: order.taskName,
    digitalHumanId,
    copyContent: narration.script,
    speech: {
      voiceId: spoken ? narration.voiceId : UPLOADED_VOICE,
      speakRate: spoken ? narration.rate : 1,
      speakPitch: spoken ? narration.pitch : 1,
      volume: 1,
    },
    ratio: order.ratio,
    ...(spoken ? { inputMode: 'text' } : { inputMode: 'audio', audioFileId: narration.audioFileId }),
    ...(order.background ? { background: order.background } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.badRequest('invalidInput', { detail: `${issue?.path.join('.')}: ${issue?.message}` });
  }
  return parsed.data;
}

/**
 * A public `video/v1|v2/add`. The narration is the audio file when one is given (the public flow: audition, then
 * add), else the voice speaks the script at render time.
 */
export async function orderOfVideoAdd(
  { assets }: Pick<Services, 'assets'>,
  userId: number,
  locale: TLocale,
  body: VideoAddV1 | VideoAddV2,
): Promise<OpenVideoOrder> {
  const voice = body.digitalHumanVoice;
  const narration = voice.voicePackageFileId
    ? { audioFileId: voice.voicePackageFileId, script: voice.copyContent }
    : voice.voiceId
      ? {
          voiceId: voice.voiceId,
          script: voice.copyContent,
          rate: speechFactor(voice.prosodyRate),
          pitch: speechFactor(voice.prosodyPitch),
        }
      : null;
  const background =
    'backgroundParam' in body
      ? await backgroundOf(assets, userId, locale, body.backgroundParam)
      : 'backgroundColor' in body && body.backgroundColor
        ? { type: 'color' as const, color: colourOf(body.backgroundColor) }
        : undefined;
  const maskType = body.digitalHuman.maskType;
  return {
    taskName: body.taskName,
    ratio: body.aspectRatio,
    openAvatarId: body.digitalHuman.digitalHumanId,
    masked: maskType !== 'noMask' && maskType !== 'nomask',
    narration,
    background,
  };
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
