import { messages, type TMessageKey } from '@orator/contracts';
import { i18n } from './i18n';

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(messages, value);
}

/** Contracts schemas name their issues by catalogue key; anything else is shown as it came. */
export function messageText(keyOrText: string): string {
  return isMessageKey(keyOrText) ? i18n.t(`messages:${keyOrText}`) : keyOrText;
}
