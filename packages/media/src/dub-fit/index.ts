export * from './plan-sentence-fit';
export * from './fit-speech-to-slots';
