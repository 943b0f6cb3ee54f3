import { beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/wav';
import { runEspeak } from './espeak-runtime';

async function speak(voice: string, text: string): Promise<{ exitCode: number; wav?: Uint8Array; stderr: string[] }> {
  const run = await runEspeak({
    args: ['-v', voice, '-w', '/out.wav', '-f', '/in.txt'],
    inputs: { '/in.txt': text },
    outputs: ['/out.wav'],
  });
  return { exitCode: run.exitCode, wav: run.outputs.get('/out.wav'), stderr: run.stderr };
}

/** The first run of the file, which compiles and starts the runtime. */
let coldRunMs = 0;
beforeAll(async () => {
  const started = performance.now();
  await speak('gmw/en-US', 'Warm up.');
  coldRunMs = performance.now() - started;
});

describe('runEspeak', () => {
  it('runs the espeak-ng command line and hands back the WAV it wrote', async () => {
    const { exitCode, wav } = await speak('sit/cmn', '你好，世界。');
    expect(exitCode).toBe(0);
    const pcm = decodeWav(wav ?? new Uint8Array());
    expect(pcm.sampleRate).toBe(22050);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.8);
  });

  it('reports a failing run by its exit code and message, and the next run starts clean', async () => {
    const before = await speak('gmw/en-US', 'Clean slate.');
    const failed = await speak('no/such-voice', 'Hello');
    expect(failed.exitCode).not.toBe(0);
    expect(failed.wav).toBeUndefined();
    expect(failed.stderr.join(' ')).toMatch(/voice/i);
    const after = await speak('gmw/en-US', 'Clean slate.');
    expect(after.exitCode).toBe(0);
    expect(Buffer.from(after.wav ?? []).equals(Buffer.from(before.wav ?? []))).toBe(true);
  });

  it('removes its input and output files after each run', async () => {
    await speak('gmw/en-US', 'First.');
    const listing = await runEspeak({ args: ['-q', '-f', '/out.wav'] });
    expect(listing.exitCode).not.toBe(0);
  });

  it('reads text that looks like an option as text', async () => {
    const { exitCode, wav } = await speak('gmw/en-US', '-v --help -5 degrees');
    expect(exitCode).toBe(0);
    expect(decodeWav(wav ?? new Uint8Array()).samples.length).toBeGreaterThan(22050);
  });

  // The absolute speed is a benchmark (`npm run bench`); on a busy machine a test can only compare runs.
  it('is fast once warm: a run costs a fraction of the first run, which built the runtime', async () => {
    const started = performance.now();
    await speak('gmw/en-US', 'How long does a short sentence take to synthesize?');
    expect(performance.now() - started).toBeLessThan(coldRunMs / 3);
  });
});
