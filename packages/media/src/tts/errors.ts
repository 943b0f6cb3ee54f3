/**
 * Errors a caller can act on: each has a stable `code` so services can map it to their own error
 * codes without matching on messages. Anything else thrown by the engine is an internal failure.
 */
export type TtsErrorCode = 'UNKNOWN_VOICE' | 'EMPTY_TEXT' | 'INVALID_SPEECH_OPTION' | 'INVALID_PAUSE';

export abstract class TtsError extends Error {
  abstract readonly code: TtsErrorCode;
}

export class UnknownVoiceError extends TtsError {
  readonly code = 'UNKNOWN_VOICE';

  constructor(readonly voiceId: string) {
    super(`unknown voice '${voiceId}'`);
    this.name = 'UnknownVoiceError';
  }
}

/** The text has nothing to say: no letter or digit once pause tokens and punctuation are set aside. */
export class EmptyTextError extends TtsError {
  readonly code = 'EMPTY_TEXT';

  constructor() {
    super('the text has nothing to speak');
    this.name = 'EmptyTextError';
  }
}

export class InvalidSpeechOptionError extends TtsError {
  readonly code = 'INVALID_SPEECH_OPTION';

  constructor(
    readonly option: string,
    readonly value: number,
    readonly range: { min: number; max: number },
  ) {
    super(`${option} must be between ${range.min} and ${range.max}, got ${value}`);
    this.name = 'InvalidSpeechOptionError';
  }
}

/** A `[pause ...]` token the script cannot honour; `token` and `offset` point the user at it. */
export class InvalidPauseError extends TtsError {
  readonly code = 'INVALID_PAUSE';

  constructor(
    readonly token: string,
    readonly offset: number,
    reason: string,
  ) {
    super(`invalid pause ${token} at character ${offset}: ${reason}`);
    this.name = 'InvalidPauseError';
  }
}
