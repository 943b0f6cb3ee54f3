import {
  aptInstallCommand,
  CLONE_LANGUAGE_CODES,
  packagesFor,
  type TCatalogueSummary,
  type TLanguage,
  type TMissingCapability,
  type TSubtitleLanguage,
} from '@orator/contracts';

/** The catalogues the summary counts, as the modules that serve them list them. */
export interface CatalogueSources {
  voiceLanguages(): TLanguage[];
  stockAvatarCount(): number;
  subtitleLanguages(): TSubtitleLanguage[];
  payments: TCatalogueSummary['payments'];
}

/**
 * Offline recognition is missing when English, the language pocketsphinx recognises, can only be aligned:
 * with a Whisper endpoint that covers English nothing is missing, whatever the machine has.
 */
function missingCapabilities(subtitleLanguages: readonly TSubtitleLanguage[]): TMissingCapability[] {
  const english = subtitleLanguages.filter((language) => language.code.split('-')[0] === 'en');
  if (!english.length || english.some((language) => !language.needsText)) return [];
  const packages = packagesFor('speechRecognition');
  return [{ capability: 'speechRecognition', packages, command: aptInstallCommand(packages) }];
}

/** Every number the app shows about this installation, counted from what it really serves. */
export function catalogueSummary(sources: CatalogueSources): TCatalogueSummary {
  const spoken = sources.voiceLanguages().filter((language) => language.voiceCount > 0);
  const spokenCodes = new Set(spoken.map((language) => language.code));
  const subtitleLanguages = sources.subtitleLanguages();
  return {
    voices: spoken.reduce((sum, language) => sum + language.voiceCount, 0),
    voiceLanguages: spoken.length,
    avatars: sources.stockAvatarCount(),
    cloneLanguages: CLONE_LANGUAGE_CODES.filter((code) => spokenCodes.has(code)).length,
    subtitleLanguages: subtitleLanguages.length,
    recognitionLanguages: subtitleLanguages.filter((language) => !language.needsText).length,
    missingCapabilities: missingCapabilities(subtitleLanguages),
    payments: sources.payments,
  };
}
