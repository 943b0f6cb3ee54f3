export * from './engine';
export * from './apertium';
