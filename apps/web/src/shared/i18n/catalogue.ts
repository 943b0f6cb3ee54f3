import { messages, type TLocale, type TMessageKey } from '@orator/contracts';

/**
 * The `messages` namespace is the contracts catalogue itself, so validation and server messages read
 * word for word as SPEC sections 5 and 8 give them, in the same words the API uses.
 */
export function catalogueFor(locale: TLocale): Record<TMessageKey, string> {
  const entries = Object.entries(messages).map(([key, text]) => [key, text[locale]]);
  return Object.fromEntries(entries) as Record<TMessageKey, string>;
}
