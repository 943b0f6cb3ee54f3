/** Route pages of the public site (SPEC 2 public pages), loaded on first visit. */
export const sitePages = {
  home: () => import('./pages/home-page'),
  price: () => import('./pages/price-page'),
  privacyPolicy: () => import('./pages/privacy-policy-page'),
  serviceTerms: () => import('./pages/service-terms-page'),
};
