// `npm start`: install what is missing (npm packages, and the Debian packages the product uses when it
// can), build the web app and the server, then run API + web + embedded worker as compiled JavaScript.
// The server migrates and seeds the database on start and prints its URL.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { buildServer } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();
// A missing package only disables what needs it, and the app says so where it matters: start anyway.
ensureSystemPackages();
buildWeb();
await buildServer();

const main = path.join(root, 'apps/server/dist/main.js');
// A new embedded database is made by a short process of its own: creating the cluster takes memory the server
// would otherwise keep for as long as it runs.
const prepared = spawnSync(process.execPath, [main, 'seed'], { cwd: root, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = spawn(process.execPath, [main, 'serve'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
