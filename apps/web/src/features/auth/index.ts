/** Route pages of the auth feature, loaded on first visit. */
export const authPages = {
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
  forget: () => import('./pages/forget-page'),
};
