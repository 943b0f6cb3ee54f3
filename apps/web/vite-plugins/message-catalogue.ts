import type { Plugin } from 'vite';
// Relative, as in vite.config.ts: Vite bundles the config's own imports, Node cannot run the package's TypeScript.
import { LOCALES } from '../../../packages/contracts/src/constants';
import { messages } from '../../../packages/contracts/src/messages';

const PREFIX = 'virtual:message-catalogue/';

/**
 * `virtual:message-catalogue/<locale>`: the contracts message catalogue in one language. The catalogue keeps every
 * language side by side, and the app, which shows one, would otherwise download all three.
 */
export function messageCatalogue(): Plugin {
  return {
    name: 'orator-message-catalogue',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = LOCALES.find((candidate) => id === `\0${PREFIX}${candidate}`);
      if (!locale) throw new Error(`${id.slice(1)} names no locale of ${LOCALES.join(', ')}`);
      const catalogue = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[locale]]));
      return `export default ${JSON.stringify(catalogue)};`;
    },
  };
}
