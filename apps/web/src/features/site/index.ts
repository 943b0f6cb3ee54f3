/** Route pages of the public site (SPEC 2 public pages), loaded on first visit. */
export const sitePages = {
  home: () => import('./pages/home-page'),
  price: () => import('./pages/price-page'),
  privacyPolicy: () => import('./pages/privacy-policy-page'),
  serviceTerms: () => import('./pages/service-terms-page'),
  apiDocs: () => import('./pages/api-docs-page'),
  homeModel: () => import('./pages/home-model-page'),
  modelCustom: () => import('./pages/model-custom-page'),
  modelVirtualTryOn: () => import('./pages/model-virtual-try-on-page'),
  homeImageClone: () => import('./pages/home-image-clone-page'),
  homeVideoFaceSwap: () => import('./pages/home-video-face-swap-page'),
};
