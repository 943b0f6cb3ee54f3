import { describe, expect, it } from 'vitest';
import { JOB_NAMES, JOB_SCHEDULES, assertJobHandlers } from './job-names';
import { jobHandlers } from './registry';

const noop = async () => undefined;

describe('assertJobHandlers', () => {
  it('accepts the handler table the worker boots with', () => {
    expect(() => assertJobHandlers(jobHandlers)).not.toThrow();
  });

  it('refuses a table that misses a job', () => {
    const { 'maintenance.purge-expired': _dropped, ...rest } = jobHandlers;
    expect(() => assertJobHandlers(rest)).toThrow(
      'job handlers do not match the job list: missing [maintenance.purge-expired], unknown []',
    );
  });

  it('refuses a table with a job nobody declared', () => {
    expect(() => assertJobHandlers({ ...jobHandlers, 'video.unknown': noop })).toThrow(
      'job handlers do not match the job list: missing [], unknown [video.unknown]',
    );
  });

  it('refuses an entry that is not a function', () => {
    expect(() => assertJobHandlers({ ...jobHandlers, 'maintenance.purge-expired': 'purgeExpired' })).toThrow(
      /missing \[maintenance\.purge-expired\]/,
    );
  });

  it('names every missing and unknown job at once', () => {
    expect(() => assertJobHandlers({ b: noop, x: noop, y: noop }, ['a', 'b', 'c'])).toThrow(
      'job handlers do not match the job list: missing [a, c], unknown [x, y]',
    );
  });
});

describe('the job list', () => {
  it('has exactly one handler per job name', () => {
    expect(Object.keys(jobHandlers).sort()).toEqual([...JOB_NAMES].sort());
    expect(new Set(JOB_NAMES).size).toBe(JOB_NAMES.length);
  });

  it('schedules only declared jobs, with five-field cron expressions', () => {
    for (const [name, cron] of Object.entries(JOB_SCHEDULES)) {
      expect(JOB_NAMES).toContain(name);
      expect(cron.split(' ')).toHaveLength(5);
    }
  });
});
