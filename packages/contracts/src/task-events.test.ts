import { describe, expect, it } from 'vitest';
import { TaskStatus } from './codes';
import { taskStage } from './task-events';

describe('the stage of a task', () => {
  it('follows a render through its progress marks', () => {
    const at = (progress: number) => taskStage('video', TaskStatus.Processing, progress);
    expect([5, 19, 20, 34, 35, 89, 90, 99].map(at)).toEqual([
      'speaking',
      'speaking',
      'drawing',
      'drawing',
      'composing',
      'composing',
      'saving',
      'saving',
    ]);
  });

  it('names queued, finished and failed tasks by their status, whatever their progress', () => {
    expect(taskStage('video', TaskStatus.Queued, 0)).toBe('queued');
    expect(taskStage('dubbing', TaskStatus.Finished, 100)).toBe('finished');
    expect(taskStage('dubbing', TaskStatus.Failed, 40)).toBe('failed');
  });

  it('calls a running task of a tool without stages working', () => {
    expect(taskStage('voiceChanger', TaskStatus.Processing, 0)).toBe('working');
    expect(taskStage('dubbing', TaskStatus.Processing, 50)).toBe('speaking');
  });
});
