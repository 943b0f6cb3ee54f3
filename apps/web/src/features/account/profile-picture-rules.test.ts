import { describe, expect, it } from 'vitest';
import { profilePictureProblem } from './profile-picture-rules';

const MB = 1024 * 1024;
const square = { width: 400, height: 400 };

describe('profilePictureProblem', () => {
  it('accepts a square JPEG, PNG or WEBP of up to 5 MB', () => {
    expect(profilePictureProblem({ type: 'image/jpeg', size: 5 * MB }, square)).toBeUndefined();
    expect(profilePictureProblem({ type: 'image/png', size: 10 }, square)).toBeUndefined();
    expect(profilePictureProblem({ type: 'image/webp', size: 10 }, square)).toBeUndefined();
  });

  it('refuses other types and files the browser cannot decode', () => {
    expect(profilePictureProblem({ type: 'image/gif', size: 10 }, square)).toBe('notAnImage');
    expect(profilePictureProblem({ type: 'image/png', size: 10 }, undefined)).toBe('notAnImage');
  });

  it('refuses more than 5 MB', () => {
    expect(profilePictureProblem({ type: 'image/png', size: 5 * MB + 1 }, square)).toBe('fileTooLarge');
  });

  it('refuses a picture that is not square', () => {
    expect(profilePictureProblem({ type: 'image/png', size: 10 }, { width: 400, height: 300 })).toBe('avatarNotSquare');
  });

  it('refuses a square picture of more than 4000 pixels a side, however small its file', () => {
    expect(profilePictureProblem({ type: 'image/png', size: 10 }, { width: 4000, height: 4000 })).toBeUndefined();
    expect(profilePictureProblem({ type: 'image/png', size: 10 }, { width: 20_000, height: 20_000 })).toBe(
      'imageTooManyPixels',
    );
  });
});
