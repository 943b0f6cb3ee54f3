import { describe, expect, it } from 'vitest';
import type { TLanguage, TVoice } from '@orator/contracts';
import { aVoice } from '../pages/studio-mocks';
import { defaultVoice, defaultVoiceLanguage } from './use-studio-choices';

const language = (code: string): TLanguage => ({ code, name: code, nativeName: code, voiceCount: 3 });

describe('the default voice language', () => {
  it('follows the interface language', () => {
    const offered = ['en-US', 'zh-CN', 'pt-BR'].map(language);
    expect(defaultVoiceLanguage('en', offered)).toBe('en-US');
    expect(defaultVoiceLanguage('zh', offered)).toBe('zh-CN');
    expect(defaultVoiceLanguage('pt', offered)).toBe('pt-BR');
  });

  it('takes the closest language the server offers, else its first', () => {
    expect(defaultVoiceLanguage('pt', ['en-GB', 'pt-PT'].map(language))).toBe('pt-PT');
    expect(defaultVoiceLanguage('zh', ['fr-FR', 'en-GB'].map(language))).toBe('fr-FR');
  });

  it('asks for the preferred one before the list has loaded', () => {
    expect(defaultVoiceLanguage('en', undefined)).toBe('en-US');
  });
});

describe('the default voice', () => {
  const ava = aVoice();
  const ben = aVoice({ voiceId: 'en-us-ben', voiceName: 'Ben', gender: 'male' });
  const bruno = aVoice({ voiceId: 'pt-br-bruno', voiceName: 'Bruno', gender: 'male', language: 'pt-BR' });
  const pick = (recent: TVoice[], listed: TVoice[], gender?: TVoice['gender']) =>
    defaultVoice(recent, listed, { language: 'en-US', gender })?.voiceId;

  it("is of the presenter's gender", () => {
    expect(pick([], [ava, ben], 'male')).toBe('en-us-ben');
    expect(pick([], [ava, ben], 'female')).toBe('en-us-ava');
  });

  it('prefers the latest voice used when it fits the presenter and the language', () => {
    expect(pick([bruno, ben], [ava], 'male')).toBe('en-us-ben');
    expect(pick([ava], [ava, ben], 'male')).toBe('en-us-ben');
  });

  it('takes any voice of the language for a presenter of unknown gender', () => {
    expect(pick([ben], [ava], undefined)).toBe('en-us-ben');
    expect(pick([bruno], [ava], undefined)).toBe('en-us-ava');
  });

  it('is none while the voices of the right gender are still loading', () => {
    expect(pick([], [ava], 'male')).toBeUndefined();
  });
});
