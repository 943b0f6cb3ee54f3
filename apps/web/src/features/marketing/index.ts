/** AI marketing copy (SPEC 2 /marketing): copy from keywords, streamed as it is written. */
export const marketingPages = {
  marketing: () => import('./pages/marketing-page'),
};
