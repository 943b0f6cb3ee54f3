// First: every later import may build or use zod schemas.
import './shared/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import './shared/i18n/i18n';
import { ensureDeviceIdCookie } from './shared/storage/cookies';

ensureDeviceIdCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
