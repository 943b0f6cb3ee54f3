import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const env = (values: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/orator-config-test', ...values });
const VOICES = JSON.stringify([{ voice: 'nova', languages: ['en-US', 'pt-BR'], gender: 'female', styles: ['news'] }]);

describe('the remote speech engine configuration', () => {
  it('is off unless TTS_HTTP_URL is set', () => {
    expect(env({}).ttsHttp).toBeUndefined();
  });

  it('reads the server, key, model and voices', () => {
    const config = env({ TTS_HTTP_URL: 'http://tts:8880', TTS_HTTP_API_KEY: 'k', TTS_HTTP_VOICES: VOICES });
    expect(config.ttsHttp).toEqual({
      baseUrl: 'http://tts:8880',
      apiKey: 'k',
      model: 'tts-1',
      voices: [{ voice: 'nova', languages: ['en-US', 'pt-BR'], gender: 'female', styles: ['news'] }],
    });
  });

  it('stops the start on a missing or wrong voice list', () => {
    expect(() => env({ TTS_HTTP_URL: 'http://tts:8880' })).toThrow(/TTS_HTTP_VOICES must list/);
    expect(() => env({ TTS_HTTP_URL: 'http://tts:8880', TTS_HTTP_VOICES: '[{' })).toThrow(/not valid JSON/);
    const noGender = JSON.stringify([{ voice: 'nova', languages: ['en-US'] }]);
    expect(() => env({ TTS_HTTP_URL: 'http://tts:8880', TTS_HTTP_VOICES: noGender })).toThrow(/gender/);
    expect(() => env({ TTS_HTTP_URL: 'http://tts:8880', TTS_HTTP_VOICES: '[]' })).toThrow();
  });
});
