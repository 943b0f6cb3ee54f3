/** Route pages of the money screens (SPEC 2 user area: trade, recharge, interests), loaded on first visit. */
export const billingPages = {
  recharge: () => import('./pages/recharge-page'),
  trade: () => import('./pages/trade-page'),
  interests: () => import('./pages/interests-page'),
};
