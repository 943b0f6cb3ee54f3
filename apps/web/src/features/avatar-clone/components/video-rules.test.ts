import { describe, expect, it } from 'vitest';
import { videoProblem } from './video-rules';

const MB = 1024 * 1024;
const good = { durationSec: 30, width: 720, height: 1280 };

describe('videoProblem', () => {
  it('accepts an MP4 or MOV within the limits', () => {
    expect(videoProblem({ name: 'me.mp4', type: 'video/mp4', size: 20 * MB }, good)).toBeNull();
    expect(videoProblem({ name: 'me.MOV', type: '', size: 20 * MB }, good)).toBeNull();
  });

  it('names the first rule a video breaks', () => {
    expect(videoProblem({ name: 'me.avi', type: 'video/x-msvideo', size: MB }, good)).toBe(
      'avatarCloneVideoWrongFormat',
    );
    expect(videoProblem({ name: 'me.mp4', type: 'video/mp4', size: 51 * MB }, good)).toBe('avatarCloneVideoTooLarge');
    expect(videoProblem({ name: 'me.mp4', type: 'video/mp4', size: MB }, { ...good, durationSec: 9 })).toBe(
      'avatarCloneVideoTooShort',
    );
    expect(videoProblem({ name: 'me.mp4', type: 'video/mp4', size: MB }, { ...good, durationSec: 301 })).toBe(
      'avatarCloneVideoTooLong',
    );
    expect(videoProblem({ name: 'me.mp4', type: 'video/mp4', size: MB }, { ...good, width: 640, height: 360 })).toBe(
      'avatarCloneVideoLowResolution',
    );
  });
});
