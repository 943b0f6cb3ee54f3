import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../shared/lib/media-format';
import { formatFileSize, formatTimeLeft, taskStatusName } from './project-format';

describe('task formatting', () => {
  it('names the SPEC 4 status codes', () => {
    expect([190, 191, 192, 193].map(taskStatusName)).toEqual(['queued', 'processing', 'finished', 'failed']);
  });

  it('shows durations as minutes and seconds', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(9.6)).toBe('0:10');
    expect(formatDuration(600)).toBe('10:00');
  });

  it('rounds the time left up to whole minutes, in the reader language', () => {
    expect(formatTimeLeft(150, 'en')).toBe('3 min');
    expect(formatTimeLeft(45, 'en')).toBe('45 sec');
    expect(formatTimeLeft(0, 'en')).toBe('1 sec');
    expect(formatTimeLeft(120, 'zh')).toBe('2分钟');
  });

  it('shows file sizes in kilobytes below a megabyte', () => {
    expect(formatFileSize(839_680, 'en')).toBe('820 kB');
    expect(formatFileSize(13_107_200, 'en')).toBe('12.5 MB');
  });
});
