import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES } from './catalogue';
import type { TtsVoice } from './engine';
import { rankVoices } from './ranked-engine';
import { measuredWer } from './voice-quality';

const voice = (id: string, language: string): TtsVoice => ({
  id,
  engine: 'festival',
  name: id,
  language,
  languageName: language,
  gender: 'female',
  ageGroup: 'young',
  styles: [],
  memberOnly: false,
});

describe('rankVoices', () => {
  it('puts the measured clearest voice of a language first, where the language had its first voice', () => {
    const list = [
      voice('espeak:en-US:f2', 'en-US'),
      voice('remote:yo:heart', 'yo'),
      voice('flite:en-US:slt', 'en-US'),
      voice('remote:en-US:heart', 'en-US'),
      voice('flite:en-US:rms', 'en-US'),
    ];
    const ranked = rankVoices(list).map((item) => item.id);
    expect(measuredWer('flite:en-US:rms')!).toBeLessThan(measuredWer('flite:en-US:slt')!);
    // Measured voices by word error rate, unmeasured ones after them in their own order.
    expect(ranked).toEqual([
      'flite:en-US:rms',
      'remote:yo:heart',
      'flite:en-US:slt',
      'espeak:en-US:f2',
      'remote:en-US:heart',
    ]);
  });

  it('leaves languages without measurements in their order', () => {
    const chinese = ESPEAK_VOICES.filter((item) => item.language === 'zh-CN');
    expect(rankVoices(chinese)).toEqual(chinese);
  });
});
