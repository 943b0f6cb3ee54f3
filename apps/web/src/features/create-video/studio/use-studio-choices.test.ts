import { describe, expect, it } from 'vitest';
import type { TLanguage } from '@orator/contracts';
import { defaultVoiceLanguage } from './use-studio-choices';

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
