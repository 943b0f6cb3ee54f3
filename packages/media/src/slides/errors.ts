/** Why a deck could not be imported; the server maps each code to a message in the user's language. */
export type SlideImportErrorCode =
  'unsupportedFormat' | 'tooLarge' | 'tooManyPages' | 'passwordProtected' | 'corrupt' | 'empty' | 'converterMissing';

export class SlideImportError extends Error {
  readonly code: SlideImportErrorCode;

  /** `message` is English for the log; users see the message the server chooses for `code`. */
  constructor(code: SlideImportErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SlideImportError';
    this.code = code;
  }
}
