import { describe, expect, it } from 'vitest';
import { insertPause, PAUSE_CHOICES, scriptProblem } from './script-rules';

const words = (count: number) => 'a'.repeat(count);

describe('script rules', () => {
  it('needs 40 characters, or 400 in the long mode', () => {
    expect(scriptProblem(words(39), { isLongMode: false, limit: 1500 })).toEqual({ key: 'scriptTooShort', min: 40 });
    expect(scriptProblem(words(40), { isLongMode: false, limit: 1500 })).toBeUndefined();
    expect(scriptProblem(words(399), { isLongMode: true, limit: 1500 })).toEqual({ key: 'scriptTooShort', min: 400 });
  });

  it("refuses more characters than the plan's limit, not counting pauses", () => {
    expect(scriptProblem(words(51), { isLongMode: false, limit: 50 })).toEqual({
      key: 'characterLimitExceeded',
      limit: 50,
    });
    expect(scriptProblem(`${words(45)} [pause 2s]`, { isLongMode: false, limit: 50 })).toBeUndefined();
  });

  it('offers pauses from 0.5 s to 10 s in half seconds', () => {
    expect(PAUSE_CHOICES).toHaveLength(20);
    expect(PAUSE_CHOICES[0]).toBe(0.5);
    expect(PAUSE_CHOICES.at(-1)).toBe(10);
  });

  it('puts a pause at the cursor, spaced from the words either side, and the cursor after it', () => {
    expect(insertPause('Hello world', 1.5, { start: 5, end: 5 })).toEqual({
      script: 'Hello [pause 1.5s] world',
      cursor: 18,
    });
    expect(insertPause('Hello ', 2, { start: 6, end: 6 })).toEqual({ script: 'Hello [pause 2s]', cursor: 16 });
    expect(insertPause('Hello big world', 1, { start: 6, end: 9 })).toEqual({
      script: 'Hello [pause 1s] world',
      cursor: 16,
    });
  });
});
