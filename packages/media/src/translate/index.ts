export * from './engine';
export * from './apertium';
export { TRANSLATION_HTTP_TIMEOUT_MS } from './http';
export * from './libretranslate';
export * from './deepl';
export * from './openai-chat';
export * from './composite';
