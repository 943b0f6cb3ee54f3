import { z } from 'zod';
import type { TLocale } from './constants';

/**
 * Examples the installation makes of itself, once, with its own offline engines, for the public pages (#19):
 * docs/public-pages.md, "Examples made by the product".
 */
export const ShowcaseApi = {
  /** GET, public: `TShowcaseExample[]`, the examples made so far; empty while the first ones still render. */
  list: '/showcase/v1/list',
  /** GET ?name=, public: one example's video, poster or audio. Names carry a version: cached for a year. */
  file: '/showcase/v1/file',
} as const;

export const SHOWCASE_KINDS = ['avatarVideo', 'talkingPhoto', 'voiceSample'] as const;
export type TShowcaseKind = (typeof SHOWCASE_KINDS)[number];

/**
 * An example's file name: its kind, language and a hash of what made it (engine version, voice, presenter, text),
 * e.g. `talking-photo-pt-BR-0123456789ab.mp4`. The server serves only the names of its own examples.
 */
export const ZShowcaseFileQuery = z.object({ name: z.string().regex(/^[A-Za-z0-9-]{1,64}\.(?:mp4|jpg|mp3)$/) });

export interface TShowcaseExample {
  /** Stable while the example stays the same: `<kind>-<language>-<hash>`. */
  id: string;
  kind: TShowcaseKind;
  /** BCP-47 of the voice that speaks, e.g. `pt-BR`. */
  language: string;
  /** The site language the example is made for (a clip says the line of `SHOWCASE_LINES`); null for other languages. */
  locale: TLocale | null;
  /** What is said, word for word. */
  text: string;
  durationSec: number;
  /** ISO 8601. */
  madeAt: string;
  /** What made it: the voice's speech engine and, for clips, the offline picture engine of the avatar tools. */
  engine: { speech: string; voiceName: string; picture: 'offline' | null; version: number };
  /** The stock presenter's name, for clips. */
  presenterName: string | null;
  /** Address of the MP4 or MP3, under the API base. */
  fileUrl: string;
  mimeType: 'video/mp4' | 'audio/mpeg';
  /** Address of a clip's first-look JPEG; null for voice samples. */
  posterUrl: string | null;
  width: number | null;
  height: number | null;
}

/** What the clips say, about four seconds in each site language. */
export const SHOWCASE_LINES = {
  avatarVideo: {
    en: 'Hi! I am a presenter, reading this script on this server, offline.',
    zh: '你好！我是这台服务器离线制作的主播。',
    pt: 'Olá! Sou um apresentador e leio este roteiro neste servidor, offline.',
  },
  talkingPhoto: {
    en: 'Hello! This portrait is speaking, made on this very server.',
    zh: '你好！这张肖像在这台服务器上说话。',
    pt: 'Olá! Este retrato está falando, feito neste mesmo servidor.',
  },
} as const satisfies Record<Exclude<TShowcaseKind, 'voiceSample'>, Record<TLocale, string>>;
