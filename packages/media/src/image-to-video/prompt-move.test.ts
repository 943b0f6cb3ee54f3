import { describe, expect, it } from 'vitest';
import { moveFromPrompt } from './prompt-move';

describe('camera move from the prompt', () => {
  it('reads the move asked for in English, Chinese and Portuguese', () => {
    expect(moveFromPrompt('slow zoom in on the perfume bottle')).toBe('push');
    expect(moveFromPrompt('the camera pans across the kitchen')).toBe('pan');
    expect(moveFromPrompt('orbit around the sneaker')).toBe('orbit');
    expect(moveFromPrompt('镜头环绕着花瓶')).toBe('orbit');
    expect(moveFromPrompt('镜头缓慢推进')).toBe('push');
    expect(moveFromPrompt('câmera gira ao redor do produto')).toBe('orbit');
    expect(moveFromPrompt('movimento panorâmico pela sala')).toBe('pan');
  });

  it('names no move when the prompt does not', () => {
    expect(moveFromPrompt('a cat sleeps in the sun')).toBeUndefined();
    expect(moveFromPrompt('a company panel discussion')).toBeUndefined();
  });
});
