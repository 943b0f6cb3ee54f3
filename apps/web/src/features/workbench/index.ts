/** Route pages of the workbench feature, loaded on first visit. */
export const workbenchPages = {
  workbench: () => import('./pages/workbench-page'),
};
