/** Route pages of the project centre (SPEC 2 my, digitalDetail, ShareVideo), loaded on first visit. */
export const projectsPages = {
  my: () => import('./pages/my-projects-page'),
  videoDetail: () => import('./pages/video-detail-page'),
  shareVideo: () => import('./pages/share-video-page'),
};
