export * from './user';
export * from './file';
export * from './system';
export * from './money';
export * from './analytics';
export * from './rewards';
export * from './avatar-video';
export * from './voice-suite';
