/** Route pages of the avatar clone screens (issue #14), loaded on first visit. */
export const avatarClonePages = {
  intro: () => import('./pages/avatar-clone-intro-page'),
  fastClone: () => import('./pages/fast-clone-page'),
  upload: () => import('./pages/fast-clone-upload-page'),
  success: () => import('./pages/fast-clone-success-page'),
  avatars: () => import('./pages/avatars-page'),
  shootingSpecifications: () => import('./pages/video-shooting-specifications-page'),
  admin: () => import('./pages/admin-avatar-clones-page'),
};
