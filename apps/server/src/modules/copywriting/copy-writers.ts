import type { TCopyLanguage, TLocale } from '@orator/contracts';
import {
  createChatCopyEngine,
  createCopyComposer,
  primaryTag,
  type ChatCopyEngineConfig,
  type CopyEngine,
} from '@orator/media';

/**
 * Who writes each language on this installation: the configured model for the languages its operator declared,
 * the offline composer for the others it has phrases for. Nothing else is offered.
 */
export function createCopyWriters(model: ChatCopyEngineConfig | undefined, composerPaceMs: number) {
  const engines: CopyEngine[] = [
    ...(model ? [createChatCopyEngine(model)] : []),
    createCopyComposer({ paceMs: composerPaceMs }),
  ];
  const byLanguage = new Map<string, CopyEngine>();
  for (const engine of engines) {
    for (const language of engine.languages()) {
      if (!byLanguage.has(primaryTag(language))) byLanguage.set(primaryTag(language), engine);
    }
  }
  return {
    engineFor(language: string): CopyEngine | undefined {
      return byLanguage.get(primaryTag(language));
    },
    languages(locale: TLocale): TCopyLanguage[] {
      const names = new Intl.DisplayNames([{ zh: 'zh-Hans', pt: 'pt-BR', en: 'en' }[locale]], { type: 'language' });
      return [...byLanguage.entries()]
        .map(([code, engine]) => ({ code, name: names.of(code) ?? code, writer: engine.writer }))
        .sort((a, b) => a.name.localeCompare(b.name, locale));
    },
  };
}
export type CopyWriters = ReturnType<typeof createCopyWriters>;
