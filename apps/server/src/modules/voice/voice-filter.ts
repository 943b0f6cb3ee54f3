import type { TVoice, ZVoicePageRequest } from '@orator/contracts';
import type { z } from 'zod';

export type VoiceFilter = z.output<typeof ZVoicePageRequest>;

/** Whether a voice passes the page filters; the keyword looks at the name, the language and the style tags. */
export function matchesFilter(voice: TVoice, filter: VoiceFilter): boolean {
  if (filter.language && voice.language !== filter.language) return false;
  if (filter.gender && voice.gender !== filter.gender) return false;
  if (filter.ageGroup && voice.ageGroup !== filter.ageGroup) return false;
  if (filter.style && !voice.styles.includes(filter.style)) return false;
  if (filter.voiceSource !== undefined && voice.voiceSource !== filter.voiceSource) return false;
  if (filter.memberOnly !== undefined && voice.memberOnly !== filter.memberOnly) return false;
  if (filter.keyword) {
    const keyword = filter.keyword.toLowerCase();
    return [voice.voiceName, voice.languageName, voice.language, ...voice.styles].some((text) =>
      text.toLowerCase().includes(keyword),
    );
  }
  return true;
}
