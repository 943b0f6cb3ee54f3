import { findSensitiveWords } from '../video-task/sensitive-words';

export class SensitiveOutputError extends Error {
  constructor(readonly words: string[]) {
    super(`the writer produced listed words: ${words.join(', ')}`);
    this.name = 'SensitiveOutputError';
  }
}

/**
 * A writer's pieces passed on only once no listed word can still be forming in them: the last characters, as
 * many as the longest listed word less one, are held back until more text or the end shows they are clean. A
 * listed word therefore never reaches the reader, even in part, before the stream is stopped.
 */
export async function* screenedPieces(pieces: AsyncIterable<string>, words: readonly string[]): AsyncGenerator<string> {
  const holdBack = Math.max(0, ...words.map((word) => word.length)) - 1;
  let text = '';
  let sent = 0;
  for await (const piece of pieces) {
    // A word found now must end in the new piece: only the text it can reach back over is searched again.
    const from = Math.max(0, text.length - holdBack);
    text += piece;
    const found = findSensitiveWords(text.slice(from), words);
    if (found.length) throw new SensitiveOutputError(found);
    const safeEnd = Math.max(sent, text.length - holdBack);
    if (safeEnd > sent) {
      yield text.slice(sent, safeEnd);
      sent = safeEnd;
    }
  }
  if (text.length > sent) yield text.slice(sent);
}
