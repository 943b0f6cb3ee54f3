import { describe, expect, it } from 'vitest';
import { messages } from '@orator/contracts';
import { localeBackend } from './locale-backend';
import { appResources } from './resources';

function read(language: string, namespace: string) {
  return new Promise<unknown>((resolve, reject) =>
    localeBackend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data))),
  );
}

describe('the locale backend', () => {
  it.each([
    ['zh', 'site'],
    ['pt', 'workbench'],
    ['en', 'shell'],
  ] as const)('reads %s/%s from its own file', async (locale, namespace) => {
    expect(await read(locale, namespace)).toEqual(appResources[locale][namespace]);
  });

  it('answers the messages namespace from the contracts catalogue in that language', async () => {
    const catalogue = (await read('pt', 'messages')) as Record<string, string>;
    expect(catalogue.codeSent).toBe(messages.codeSent.pt);
  });

  it('fails for a namespace no locale file has', async () => {
    await expect(read('en', 'nothing')).rejects.toThrow('locales/en has no namespace nothing');
  });
});
