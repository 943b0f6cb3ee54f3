// Builds the web app when its sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
// The build's last step writes the prerendered pages (apps/web/vite-plugins/prerender.ts): a build that stopped
// before them is not finished.
const built = path.join(web, 'dist/prerendered-pages.json');
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'vite-plugins'),
  path.join(web, 'first-paint-routes.json'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'package-lock.json'),
];

export function buildWeb({ force = false } = {}) {
  if (!force && fs.existsSync(built) && fs.statSync(built).mtimeMs >= Math.max(...inputs.map(newestMtime))) return;
  console.log('Building the web app...');
  // The production build whoever asks: under Vitest (the browser tests' setup) NODE_ENV is 'test', and Vite would
  // then bundle React's development build, twice the size and slower.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb({ force: process.argv.includes('--force') });
