import { describe, expect, it } from 'vitest';
import { createSpeechThreads, engineIdleMs, speechThreadCount } from './espeak-pool';
import { runEspeakInThisThread } from './espeak-runtime';

const LONG_TEXT = 'This sentence is long enough that speaking it takes espeak a noticeable while. '.repeat(12);

const request = (text: string) => ({
  args: ['-v', 'gmw/en-US', '-w', '/out.wav', '-f', '/in.txt'],
  inputs: { '/in.txt': text },
  outputs: ['/out.wav'],
});

/** Synthesis takes seconds on a busy machine: the assertions are about order and bytes, not time. */
describe('speech threads', { timeout: 60_000 }, () => {
  it('speaks on worker threads: the calling thread keeps running timers during a long synthesis', async () => {
    const threads = createSpeechThreads(2);
    await threads.warmUp();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    const runs = await Promise.all([threads.run(request(LONG_TEXT)), threads.run(request(LONG_TEXT))]);
    const elapsedMs = performance.now() - started;
    clearInterval(timer);
    expect(runs.every((run) => run.exitCode === 0)).toBe(true);
    // Blocked, the timer would fire about once per synthesis; free, about every 5 ms.
    expect(ticks).toBeGreaterThan(elapsedMs / 5 / 3);
  });

  it('writes exactly what a run on this thread writes, inputs given as text or bytes', async () => {
    const threads = createSpeechThreads(2);
    const here = await runEspeakInThisThread(request('Same words, same samples.'));
    const there = await threads.run({
      ...request(''),
      inputs: { '/in.txt': new TextEncoder().encode('Same words, same samples.') },
    });
    expect(Buffer.from(there.outputs.get('/out.wav')!).equals(Buffer.from(here.outputs.get('/out.wav')!))).toBe(true);
  });

  it('reports a failing run by its exit code and keeps serving', async () => {
    const threads = createSpeechThreads(1);
    const failed = await threads.run({ ...request('Hello'), args: ['-v', 'no/such-voice', '-f', '/in.txt'] });
    expect(failed.exitCode).not.toBe(0);
    expect((await threads.run(request('Still here.'))).exitCode).toBe(0);
  });

  it('ends an idle thread after the idle time, and starts one again for the next request', async () => {
    const threads = createSpeechThreads(1, 300);
    expect(threads.live).toBe(0);
    expect((await threads.run(request('Now.'))).exitCode).toBe(0);
    expect(threads.live).toBe(1);
    await expect.poll(() => threads.live, { timeout: 10_000 }).toBe(0);
    expect((await threads.run(request('Again.'))).exitCode).toBe(0);
    expect(threads.live).toBe(1);
  });

  it('keeps a busy thread past the idle time', async () => {
    const threads = createSpeechThreads(1, 50);
    const runs = await Promise.all([1, 2, 3].map(() => threads.run(request(LONG_TEXT))));
    expect(runs.every((run) => run.exitCode === 0)).toBe(true);
  });

  it('takes the idle time from ORATOR_ENGINE_IDLE_SECONDS, or five minutes', () => {
    expect(engineIdleMs({ ORATOR_ENGINE_IDLE_SECONDS: '30' })).toBe(30_000);
    expect(engineIdleMs({})).toBe(300_000);
  });

  it('takes its size from ORATOR_SPEECH_THREADS, or one per core', () => {
    expect(speechThreadCount({ ORATOR_SPEECH_THREADS: '0' })).toBe(0);
    expect(speechThreadCount({ ORATOR_SPEECH_THREADS: '3' })).toBe(3);
    expect(speechThreadCount({})).toBeGreaterThanOrEqual(1);
  });
});
