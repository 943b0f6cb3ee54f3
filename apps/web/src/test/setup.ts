import { act, cleanup, configure } from '@testing-library/react';
import axios from 'axios';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import { mockApi } from './mock-api';

// A page's first visit compiles its lazily loaded module, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// antd's responsive components ask matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's tabs and overflow lists measure themselves with ResizeObserver, which jsdom lacks; nothing is laid
// out in jsdom, so an observer that never reports is accurate.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Must happen before any client is created: axios.create copies the defaults.
axios.defaults.adapter = mockApi.adapter;

afterEach(async () => {
  vi.useRealTimers();
  // Toasts live outside the rendered tree; close them while React can still finish rendering. Only tests
  // that raised one pay for loading antd here.
  if (document.querySelector('.ant-message')) {
    const { message } = await import('antd');
    await act(async () => {
      message.destroy();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  cleanup();
  mockApi.reset();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
});
