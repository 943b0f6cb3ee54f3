import type { createMemoryRouter } from 'react-router';

type TAppRouter = ReturnType<typeof createMemoryRouter>;

/** The routers of the apps the running test rendered (test/render-app.tsx). */
export const liveRouters = new Set<TAppRouter>();

/**
 * Waits (a bounded time) until no rendered app is still loading a page's module. On a busy machine a lazily
 * loaded page can arrive after its test ended; rendered then, it would run into a torn-down jsdom.
 */
export async function settleRouters(maxMs = 20_000) {
  const settled = (router: TAppRouter) =>
    router.state.initialized && router.state.navigation.state === 'idle' && router.state.revalidation === 'idle';
  const deadline = Date.now() + maxMs;
  while ([...liveRouters].some((router) => !settled(router)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stops the routers of the test that ended: after the app is unmounted, nothing of it may run again. */
export function disposeRouters() {
  for (const router of liveRouters) router.dispose();
  liveRouters.clear();
}
