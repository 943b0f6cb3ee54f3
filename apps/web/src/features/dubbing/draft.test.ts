import { describe, expect, it } from 'vitest';
import { dubbingRequestOf, insertAt, newParagraph, PAUSE_CHOICES } from './draft';

describe('dubbing drafts', () => {
  it('offers pauses from 0.5 s to 10 s in half seconds', () => {
    expect(PAUSE_CHOICES[0]).toBe(0.5);
    expect(PAUSE_CHOICES.at(-1)).toBe(10);
    expect(PAUSE_CHOICES).toHaveLength(20);
  });

  it('writes a pause at the cursor with blanks only where words would touch it', () => {
    expect(insertAt('Hello world', 5, '[pause 1s]')).toEqual({ text: 'Hello [pause 1s] world', cursor: 16 });
    expect(insertAt('Hello ', 6, '[pause 1s]')).toEqual({ text: 'Hello [pause 1s]', cursor: 16 });
    expect(insertAt('', 0, '[pause 0.5s]').text).toBe('[pause 0.5s]');
  });

  it('asks about paragraphs with text only, each with its voice resolved', () => {
    const first = { ...newParagraph(), content: 'Spoken.' };
    const blank = newParagraph('espeak:en-US:m3');
    const request = dubbingRequestOf('en-US', [first, blank], (paragraph) => paragraph.voiceId || 'espeak:en-US:f2');
    expect(request).toEqual({
      language: 'en-US',
      paragraphs: [{ content: 'Spoken.', voiceId: 'espeak:en-US:f2', speakRate: 1, speakPitch: 1, volume: 1 }],
    });
    expect(dubbingRequestOf('en-US', [blank], () => 'espeak:en-US:f2')).toBeUndefined();
  });
});
