/** Route pages of the avatar video studio (SPEC 2 /create), loaded on first visit. */
export const createVideoPages = {
  create: () => import('./pages/create-page'),
};
