import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ResultCode, VoiceApi, translate } from '@orator/contracts';
import { auditionText, decodeWav, synthesizeScript, warmUpEspeak } from '@orator/media';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';
import { servicesFor } from '../services';

let t: TestApp;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await activeUser(t)).token;
  await warmUpEspeak();
});
afterAll(() => t.close());

const VOICE = 'espeak:en-US:f2';
const TEXT =
  'First, a short clause. Then the audition goes on for a good while, sentence after sentence, so that the ' +
  'whole of it takes far longer to speak than its first clause does. It ends here, well past the start.';

function audition(body: object) {
  return fetch(`${baseUrl}${API_BASE}${VoiceApi.audition}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', aigcToken: token },
    body: JSON.stringify(body),
  });
}

describe('the audition over HTTP', () => {
  it('sends its first audio long before the last, and the whole reply is the spoken start of the text', async () => {
    const started = performance.now();
    const res = await audition({ text: TEXT, voiceId: VOICE });
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [];
    let firstAudioMs = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      if (!firstAudioMs && parts.reduce((sum, part) => sum + part.length, 0) > 44) {
        firstAudioMs = performance.now() - started;
      }
    }
    const lastByteMs = performance.now() - started;
    // The 300 ms target for first audio is a benchmark (`npm run bench`); a test on a busy machine checks
    // only that the audio streams: the first clause arrives well before the last byte.
    expect(firstAudioMs).toBeLessThan(lastByteMs / 2);

    const heard = decodeWav(Buffer.concat(parts));
    // The catalogue's own engine: it speaks espeak's voices with their intonation widened.
    const expected = await synthesizeScript(servicesFor(t.ctx).voices.engine, auditionText(TEXT), VOICE);
    expect(heard.samples.length).toBe(expected.pcm.samples.length);
  });

  it('refuses with an envelope before sending any audio', async () => {
    const res = await audition({ text: 'Hello [pause 0.3s] there.', voiceId: VOICE });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { code: number; message: string };
    expect(body.code).toBe(ResultCode.BadRequest);
    expect(body.message).toBe(translate('pauseInvalid', 'en', { token: '[pause 0.3s]' }));
    const silent = (await (await audition({ text: '... !', voiceId: VOICE })).json()) as { message: string };
    expect(silent.message).toBe(translate('auditionNothingToSay', 'en'));
    const unknown = (await (await audition({ text: 'Hello.', voiceId: 'espeak:xx:none' })).json()) as {
      message: string;
    };
    expect(unknown.message).toBe(translate('voiceNotFound', 'en'));
  });
});
