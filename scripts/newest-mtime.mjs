import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or folder (0 when it does not exist): the build inputs' age. */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}
