export { alignText, type AlignTextOptions } from './align-text';
export {
  alignmentVoiceId,
  chooseRecognizer,
  RECOGNIZERS,
  supportedLanguages,
  WHISPER_LANGUAGES,
  type RecognitionCapabilities,
  type Recognizer,
  type SubtitleLanguage,
} from './languages';
export {
  DEFAULT_POCKETSPHINX,
  isPocketsphinxAvailable,
  POCKETSPHINX_SAMPLE_RATE,
  transcribeEnglish,
  type PocketsphinxConfig,
} from './pocketsphinx';
export { groupWords, type TimedWord } from './timed-words';
export { detectLanguageWithWhisper, transcribeWithWhisper, type WhisperConfig } from './whisper';
export { TranscriptionError } from './errors';
