/** Test material shared by the packages' tests: real portraits and a real cloning server. */
export * from './face/test-portraits';
export * from './voice-clone/test-clone-server';
