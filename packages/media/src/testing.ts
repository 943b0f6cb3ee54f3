/** Test material shared by the packages' tests: real portraits, a real cloning server and a lying MP3. */
export * from './face/test-portraits';
export * from './voice-clone/test-clone-server';
export * from './audio/test/lying-mp3';
