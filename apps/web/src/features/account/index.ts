/** Route pages of the account feature (SPEC 2 user area), loaded on first visit. */
export const accountPages = {
  userCenter: () => import('./pages/user-center-page'),
  apiSettings: () => import('./pages/api-settings-page'),
};
