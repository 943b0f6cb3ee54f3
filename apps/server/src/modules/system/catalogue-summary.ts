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
  /** The languages the offline voice clones speak: espeak's, offered in the library or not. */
  offlineLanguageCodes(): readonly string[];
  stockAvatarCount(): number;
  subtitleLanguages(): TSubtitleLanguage[];
  /** The speech engines that speak at least one library voice ('espeak', 'festival', 'flite', 'remote'). */
  voiceEngines(): readonly string[];
  /** Whether PPTX, PPT and ODP decks can be imported (LibreOffice is installed); PDF always can. */
  officeSlides(): boolean;
  payments: TCatalogueSummary['payments'];
  contactEmail: TCatalogueSummary['contactEmail'];
}

/** The engines of natural offline speech: without either, espeak (far less intelligible) speaks their languages. */
const NATURAL_SPEECH_ENGINES = ['festival', 'flite'];

/**
 * Offline recognition is missing when English, the language pocketsphinx recognises, can only be aligned:
 * with a Whisper endpoint that covers English nothing is missing, whatever the machine has.
 */
function missingRecognition(subtitleLanguages: readonly TSubtitleLanguage[]): TMissingCapability[] {
  const english = subtitleLanguages.filter((language) => language.code.split('-')[0] === 'en');
  if (!english.length || english.some((language) => !language.needsText)) return [];
  return [missing('speechRecognition')];
}

/** Natural speech is missing when Festival or Flite speaks no voice here (its program or voices are not installed). */
function missingNaturalSpeech(voiceEngines: readonly string[]): TMissingCapability[] {
  return NATURAL_SPEECH_ENGINES.every((engine) => voiceEngines.includes(engine)) ? [] : [missing('naturalSpeech')];
}

function missing(capability: TMissingCapability['capability']): TMissingCapability {
  const packages = packagesFor(capability);
  return { capability, packages, command: aptInstallCommand(packages) };
}

/** Every number the app shows about this installation, counted from what it really serves. */
export function catalogueSummary(sources: CatalogueSources): TCatalogueSummary {
  const spoken = sources.voiceLanguages().filter((language) => language.voiceCount > 0);
  const cloneable = new Set(sources.offlineLanguageCodes());
  const subtitleLanguages = sources.subtitleLanguages();
  return {
    voices: spoken.reduce((sum, language) => sum + language.voiceCount, 0),
    voiceLanguages: spoken.length,
    avatars: sources.stockAvatarCount(),
    cloneLanguages: CLONE_LANGUAGE_CODES.filter((code) => cloneable.has(code)).length,
    subtitleLanguages: subtitleLanguages.length,
    recognitionLanguages: subtitleLanguages.filter((language) => !language.needsText).length,
    missingCapabilities: [
      ...missingRecognition(subtitleLanguages),
      ...missingNaturalSpeech(sources.voiceEngines()),
      ...(sources.officeSlides() ? [] : [missing('officeSlides')]),
    ],
    payments: sources.payments,
    contactEmail: sources.contactEmail,
  };
}
