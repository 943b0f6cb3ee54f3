export * from './engine';
export { COMPOSER_LANGUAGES, composeCopy, createCopyComposer, streamPieces } from './composer';
export { parseKeywords, type CopySubject } from './keywords';
export * from './openai-chat';
