import type { TLanguage } from '@orator/contracts';
import type { TtsVoice } from '@orator/media';

/**
 * The languages of the whole catalogue with the number of voices each has: the offline languages in
 * their order, then the languages only a remote engine speaks, named as that engine's voices name them.
 */
export function catalogueLanguages(offline: readonly TLanguage[], voices: readonly TtsVoice[]): TLanguage[] {
  const counts = new Map<string, number>();
  for (const voice of voices) counts.set(voice.language, (counts.get(voice.language) ?? 0) + 1);
  const known = new Set(offline.map((language) => language.code));
  const remoteOnly = new Map<string, TLanguage>();
  for (const voice of voices) {
    if (known.has(voice.language) || remoteOnly.has(voice.language)) continue;
    remoteOnly.set(voice.language, {
      code: voice.language,
      name: voice.languageName,
      nativeName: nativeName(voice.language) ?? voice.languageName,
      voiceCount: 0,
    });
  }
  return [...offline, ...remoteOnly.values()].map((language) => ({
    ...language,
    voiceCount: counts.get(language.code) ?? 0,
  }));
}

function nativeName(code: string): string | undefined {
  try {
    return new Intl.DisplayNames([code], { type: 'language', languageDisplay: 'standard' }).of(code);
  } catch {
    return undefined;
  }
}
