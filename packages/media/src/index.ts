/**
 * Offline media engines (speech, avatar frames, composition, face, cutout, ...): pure functions over
 * files and buffers, with no HTTP, database or users. The first engines arrive with issue #5.
 */
export {};
