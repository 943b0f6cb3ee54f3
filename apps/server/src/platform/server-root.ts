import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), found by its package.json above this file: the same answer from the
 * TypeScript sources (src/platform) and from the built bundle (dist), which sit at different depths.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
