/** Route page of the rewards feature (SPEC 2 shell: rewards), loaded on first visit. */
export const rewardsPages = {
  rewards: () => import('./pages/rewards-page'),
};
