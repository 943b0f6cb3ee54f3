import { describe, expect, it } from 'vitest';
import { InvalidPauseError } from './errors';
import { parseScript, PAUSE_STEP_SEC, pauseToken } from './pause';

function invalidPauseIn(script: string): InvalidPauseError {
  try {
    parseScript(script);
  } catch (error) {
    if (error instanceof InvalidPauseError) return error;
    throw error;
  }
  throw new Error('the script was accepted');
}

describe('pause tokens', () => {
  it('formats pauses the way the editor writes them', () => {
    expect(pauseToken(1.5)).toBe('[pause 1.5s]');
    expect(pauseToken(2)).toBe('[pause 2s]');
    expect(PAUSE_STEP_SEC).toBe(0.5);
  });

  it('refuses to format a pause off the half-second grid', () => {
    expect(() => pauseToken(0.75)).toThrow(RangeError);
    expect(() => pauseToken(10.5)).toThrow(RangeError);
  });

  it('splits a script into text and pauses in order', () => {
    expect(parseScript('Hello [pause 1.5s]world[PAUSE 2 s][pause 0.5]')).toEqual([
      { kind: 'text', text: 'Hello ' },
      { kind: 'pause', seconds: 1.5 },
      { kind: 'text', text: 'world' },
      { kind: 'pause', seconds: 2 },
      { kind: 'pause', seconds: 0.5 },
    ]);
  });

  it('reads what pauseToken writes, for every step', () => {
    for (let seconds = 0.5; seconds <= 10; seconds += PAUSE_STEP_SEC) {
      expect(parseScript(pauseToken(seconds))).toEqual([{ kind: 'pause', seconds }]);
    }
  });

  it('leaves other bracketed text to be read', () => {
    expect(parseScript('[note] [pauses are fun]')).toEqual([{ kind: 'text', text: '[note] [pauses are fun]' }]);
  });

  it.each([
    ['Hi [pause 0.7s] there', '[pause 0.7s]', 3, 'multiple of 0.5'],
    ['Hi [pause 12s]', '[pause 12s]', 3, 'from 0.5 to 10'],
    ['[pause 0s] Hi', '[pause 0s]', 0, 'from 0.5 to 10'],
    ['Hi. [pause 500ms]', '[pause 500ms]', 4, '[pause 1.5s]'],
    ['Hi [pause] there', '[pause]', 3, '[pause 1.5s]'],
  ])('rejects %j naming the token and where it is', (script, token, offset, reason) => {
    const error = invalidPauseIn(script);
    expect(error.code).toBe('INVALID_PAUSE');
    expect(error.token).toBe(token);
    expect(error.offset).toBe(offset);
    expect(error.message).toContain(reason);
  });
});
