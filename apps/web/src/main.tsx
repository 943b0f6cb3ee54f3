import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { readPrerenderedRoot, renderOverPrerendered } from './app/prerender/render-over-prerendered';
import { createQueryClient } from './app/query-client';
import './app/global.css';
import { i18nReady } from './shared/i18n/i18n';
import { ensureDeviceIdCookie } from './shared/storage/cookies';

ensureDeviceIdCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The route's code and the visitor's language load side by side; the first render waits for both, so no screen
// shows in another language first.
const router = createAppRouter(queryClient);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
const prerendered = readPrerenderedRoot(container);
if (prerendered) void renderOverPrerendered(container, prerendered, router, app);
else void i18nReady.then(() => createRoot(container).render(app));
