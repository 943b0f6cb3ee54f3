import { z } from 'zod';
import { AGE_GROUPS, VOICE_STYLES, type HttpEngineConfig } from '@orator/media';

const ZHttpVoices = z
  .array(
    z.object({
      voice: z.string().min(1),
      name: z.string().min(1).optional(),
      languages: z.array(z.string().min(2).max(20)).min(1),
      gender: z.enum(['female', 'male']),
      ageGroup: z.enum(AGE_GROUPS).optional(),
      styles: z.array(z.enum(VOICE_STYLES)).optional(),
      memberOnly: z.boolean().optional(),
    }),
  )
  .min(1);

/**
 * The remote speech server of TTS_HTTP_*, if one is configured. The OpenAI speech API cannot list its
 * voices, so the deployment lists them; a wrong list stops the start-up rather than failing at the first dubbing.
 */
export function httpSpeechEngine(
  url: string | undefined,
  apiKey: string | undefined,
  model: string,
  voicesJson: string | undefined,
): HttpEngineConfig | undefined {
  if (!url) return undefined;
  if (!voicesJson) throw new Error('TTS_HTTP_URL is set: TTS_HTTP_VOICES must list the voices to offer');
  let voices: unknown;
  try {
    voices = JSON.parse(voicesJson);
  } catch {
    throw new Error('TTS_HTTP_VOICES is not valid JSON');
  }
  return { baseUrl: url, apiKey: apiKey || undefined, model, voices: ZHttpVoices.parse(voices) };
}
