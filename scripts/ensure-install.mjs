// Installs the workspace's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing but Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');

function needsInstall() {
  if (!fs.existsSync(installed)) return true;
  return fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs;
}

export function ensureInstall() {
  if (!needsInstall()) return;
  console.log('Installing packages (npm ci)...');
  // onnxruntime-node (the cutout model's runtime) would otherwise fetch CUDA libraries from outside the registry.
  const env = { ...process.env, npm_config_onnxruntime_node_install_cuda: 'skip' };
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
