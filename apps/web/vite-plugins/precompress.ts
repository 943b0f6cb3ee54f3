import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about one network packet, compressing saves nothing a visitor would notice. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeSmaller(file: string, original: Buffer, compressed: Buffer): Promise<void> {
  if (compressed.length < original.length) await fs.writeFile(file, compressed);
}

/**
 * Writes a brotli (.br) and a gzip (.gz) file beside every text file of the build, at the strongest settings: done
 * once here, the server sends them without compressing per request (apps/server/src/web-app.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'orator-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const original = await fs.readFile(file);
          if (original.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(original, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
            gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeSmaller(`${file}.br`, original, br), writeSmaller(`${file}.gz`, original, gz)]);
        }),
      );
    },
  };
}
