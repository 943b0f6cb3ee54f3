export * from './inspect-clone-video';
export * from './prepare-clone-video';
