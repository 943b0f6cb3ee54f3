// `npm start`: install what is missing (npm packages, and the Debian packages the product uses when it
// can), build the web app, then run API + web + embedded worker.
// The server migrates and seeds the database on start and prints its URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { buildWeb } from './build-web.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();
// A missing package only disables what needs it, and the app says so where it matters: start anyway.
ensureSystemPackages();
buildWeb();

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts'), 'serve'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
