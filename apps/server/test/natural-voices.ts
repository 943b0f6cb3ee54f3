import {
  createCatalogueEngine,
  createCompositeEngine,
  createEspeakEngine,
  createFestivalEngine,
  createFliteEngine,
  type TtsVoice,
} from '@orator/media';

/** Festival's and Flite's voices as this machine has them: the catalogue lists them beside espeak's. */
export function naturalVoices(language?: string): TtsVoice[] {
  return [createFestivalEngine(), createFliteEngine()]
    .flatMap((engine) => engine.voices())
    .filter((voice) => language === undefined || voice.language === language);
}

/** The offline voices the catalogue offers on this machine: those its measurements keep (voice-quality.ts). */
export function offeredVoices(language?: string): TtsVoice[] {
  return createCatalogueEngine(
    createCompositeEngine([createEspeakEngine(), createFestivalEngine(), createFliteEngine()]),
  )
    .voices()
    .filter((voice) => language === undefined || voice.language === language);
}
