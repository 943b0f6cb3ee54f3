/** A recogniser that could not run or answered nonsense: the task fails, the message goes to the log. */
export class TranscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptionError';
  }
}
