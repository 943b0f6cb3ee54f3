import { describe, expect, it } from 'vitest';
import { sampleProblem } from './sample-rules';

const KB = 1024;
const MB = 1024 * KB;

describe('sampleProblem', () => {
  it('accepts an instant sample within SPEC 5 limits', () => {
    expect(sampleProblem({ name: 'me.WAV', size: 500 * KB }, 30, 'instant')).toBeUndefined();
    expect(sampleProblem({ name: 'me.m4a', size: 2 * MB }, undefined, 'instant')).toBeUndefined();
  });

  it('names the rule a sample breaks', () => {
    expect(sampleProblem({ name: 'me.ogg', size: 500 * KB }, 30, 'instant')?.key).toBe('sample.wrongType');
    expect(sampleProblem({ name: 'me.mp3', size: 100 * KB }, 30, 'instant')?.key).toBe('sample.tooSmall');
    expect(sampleProblem({ name: 'me.mp3', size: 21 * MB }, 30, 'instant')?.key).toBe('sample.tooLarge');
    expect(sampleProblem({ name: 'me.mp3', size: 500 * KB }, 9.5, 'instant')?.key).toBe('sample.tooShort');
    expect(sampleProblem({ name: 'me.mp3', size: 500 * KB }, 301, 'instant')?.key).toBe('sample.tooLong');
  });

  it('asks a pro sample for 5 to 10 minutes and allows up to 50 MB', () => {
    expect(sampleProblem({ name: 'me.mp3', size: 30 * MB }, 420, 'pro')).toBeUndefined();
    expect(sampleProblem({ name: 'me.mp3', size: 5 * MB }, 200, 'pro')).toMatchObject({
      key: 'sample.tooShort',
      params: { minSec: 300 },
    });
    expect(sampleProblem({ name: 'me.mp3', size: 51 * MB }, 420, 'pro')?.key).toBe('sample.tooLarge');
  });
});
