import { act, cleanup, configure } from '@testing-library/react';
import { ConfigProvider, message } from 'antd';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useNavigationHistory } from '../app/navigation/navigation-history';
import { installTransport } from '../shared/api/transport';
import { i18n, i18nReady } from '../shared/i18n/i18n';
import { appResources } from '../shared/i18n/resources';
import { forgetGuestAnswer } from '../shared/storage/session-credentials';
import { loadToasts } from '../shared/ui/toast';
import { useClientState } from '../shared/state/client-state';
import { fakeMatchMedia } from './match-media';
import { mockApi } from './mock-api';
import { disposeRouters, settleRouters } from './live-routers';

// A page's first visit compiles its lazily loaded module: seconds on a busy 2-core machine, where 5 s ran out.
configure({ asyncUtilTimeout: 20_000 });

// Tests run at desktop width unless one plays a phone (test/session.ts) until it ends.
const desktopMatchMedia = fakeMatchMedia({ isPhone: false });
Object.defineProperty(window, 'matchMedia', { writable: true, value: desktopMatchMedia });

// antd's tabs and overflow lists measure themselves with ResizeObserver, which jsdom lacks; nothing is laid
// out in jsdom, so an observer that never reports is accurate.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Every test's requests reach the mock API server, through the real clients and their envelope rules.
installTransport(mockApi.transport);

// The app renders once its language is loaded (main.tsx), and a screen once its namespaces are. Tests render
// components outside the app's routes too, so every namespace is here before any test renders.
await i18nReady;
await i18n.loadNamespaces([...Object.keys(appResources.en), 'messages']);
// Toasts load with the first one (shared/ui/toast.ts); here they are in place before a test can ask for one, so
// a test that expects none is not passing only because one has yet to load.
await loadToasts();

// Page views log themselves in development builds, which tests are; the tests read the requests instead.
beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  // Toasts live in a React root of their own that outlives the test. A closing toast waits for a transition jsdom
  // never ends, carries into the next test and renders after its file has ended, into a torn-down jsdom. Without
  // motion a closed toast is gone at once. Set here because the app's providers set their own on import.
  ConfigProvider.config({
    holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await act(() => settleRouters());
  cleanup();
  disposeRouters();
  // Toasts live outside the rendered tree; close them while React can still finish rendering.
  if (document.querySelector('.ant-message')) {
    await act(async () => {
      message.destroy();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  // Unmounting can leave React work scheduled for the next turn; it must run while the page still exists,
  // or the last test of a file ends with React rendering into a torn-down jsdom.
  await new Promise((resolve) => setTimeout(resolve, 0));
  mockApi.reset();
  // The app's stores outlive a rendered app; each test starts from their first state.
  useClientState.setState(useClientState.getInitialState(), true);
  useNavigationHistory.setState(useNavigationHistory.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  forgetGuestAnswer();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
  // Tests that play the live event stream replace fetch (test/event-stream.ts).
  vi.unstubAllGlobals();
  window.matchMedia = desktopMatchMedia;
  // A language switch (or a /zh or /pt page) is not stored, but the one i18n instance keeps it.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// React's scheduler renders in slices, each queued for the next turn of the event loop; on a busy machine the last
// test's work can still be slicing when the file ends. Those slices must run before jsdom is torn down under them.
afterAll(async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
});
