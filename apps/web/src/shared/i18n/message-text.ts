import type { TMessageKey } from '@orator/contracts';
import { i18n } from './i18n';

/** The catalogue of the language shown is loaded before the first render (i18n.ts); every language has every key. */
export function isMessageKey(value: string): value is TMessageKey {
  return i18n.exists(value, { ns: 'messages' });
}

/** Contracts schemas name their issues by catalogue key; anything else is shown as it came. */
export function messageText(keyOrText: string): string {
  return isMessageKey(keyOrText) ? i18n.t(`messages:${keyOrText}`) : keyOrText;
}
