/** The contracts catalogue in one language (apps/web/vite-plugins/message-catalogue.ts). */
declare module 'virtual:message-catalogue/*' {
  import type { TMessageKey } from '@orator/contracts';

  const catalogue: Record<TMessageKey, string>;
  export default catalogue;
}
