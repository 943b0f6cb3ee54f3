/** The subtitle remover (SPEC 2 /video-subtitle-remover, issue #18 item 6). */
export const subtitleRemoverPages = {
  remover: () => import('./pages/subtitle-remover-page'),
};
