/** Marketing copy writers: the offline composer and a configured chat model speak the same interface. */

export const COPY_STYLES = ['productAd', 'videoScript', 'socialPost'] as const;
export type CopyStyle = (typeof COPY_STYLES)[number];

export interface CopyRequest {
  /** 'recommend' writes from the keywords alone; 'extend' keeps `text` and grows it to `wordCount`. */
  mode: 'recommend' | 'extend';
  /** The product first, then its features, separated by commas or new lines. */
  keywords: string;
  text?: string;
  /** BCP 47 primary tag. */
  language: string;
  /** Words, or characters for Chinese, Japanese and Korean (copyLength). */
  wordCount: number;
  style: CopyStyle;
  /** The batch's seed: the same seed and variant always give the same text. */
  seed: string;
  /** Variants of one batch open and close differently. */
  variant: number;
}

/** Who wrote a text: this server's composer, or a named model. */
export type CopyWriter = { kind: 'composer' } | { kind: 'model'; model: string };

export interface CopyEngine {
  writer: CopyWriter;
  languages(): readonly string[];
  /** The text in pieces as it is written, roughly a word each. */
  write(request: CopyRequest, signal?: AbortSignal): AsyncIterable<string>;
}

export type CopyErrorKind = 'unsupportedLanguage' | 'unavailable' | 'failed' | 'badAnswer' | 'aborted';

export class CopyError extends Error {
  constructor(
    readonly kind: CopyErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'CopyError';
  }
}

/** Languages whose length is counted in characters, as copy in them is written and priced. */
const CHARACTER_COUNTED = new Set(['zh', 'ja', 'ko']);
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;
const isWord = (piece: string) => /[\p{L}\p{N}]/u.test(piece);

/**
 * The length of a text as `wordCount` means it: words for languages written with spaces; in Chinese, Japanese and
 * Korean each CJK character counts as one, and Latin words among them count too.
 */
export function copyLength(text: string, language: string): number {
  if (!CHARACTER_COUNTED.has(primaryTag(language))) return text.split(/\s+/u).filter(isWord).length;
  const characters = text.match(CJK)?.length ?? 0;
  return characters + text.replace(CJK, ' ').split(/\s+/u).filter(isWord).length;
}

export function primaryTag(language: string): string {
  return language.slice(0, 2).toLowerCase();
}
