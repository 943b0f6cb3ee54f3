/**
 * Test material shared by the packages' tests: real portraits, real cloning, lip-sync, translation and image servers,
 * a lying MP3, a loudness meter.
 */
export * from './face/test-portraits';
export * from './voice-clone/test-clone-server';
export * from './audio/test/lying-mp3';
export * from './audio/test/loudness-meter';
export * from './clone-video/test-videos';
export * from './lipsync-engine/test/lipsync-server';
export * from './slides/test/coloured-pdf';
export * from './translate/test/translation-servers';
export {
  startSeparationServer,
  type SeparationTestServer,
  type SeparationTestServerOptions,
  type ReceivedSeparation,
} from './separation/test/separation-server';
export * from './video-translate/test-talking-head';
export * from './image-engine/test/images-server';
export * from './image-to-video/test/video-server';
export * from './try-on/test/try-on-server';
export * from './try-on/test/product-photos';
export * from './try-on/test/body-photos';
export * from './try-on/test/stock-model-pack';
export * from './subtitle-remover/test/subtitled-clips';
export * from './subtitle-remover/test/subtitle-removal-server';
