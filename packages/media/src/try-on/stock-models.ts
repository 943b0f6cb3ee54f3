import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';

/**
 * The stock models a product can be tried on come from a model pack the operator installs (STOCK_MODELS_DIR): a
 * folder of portraits and a `models.json` that records, for each one, where the photo comes from, its licence and the
 * model's consent to be shown wearing products. Orator ships no portraits of real people, as none with a recorded
 * model release is available in the npm registry or Debian (docs/licences.md); without a pack, users try products
 * on their own photo.
 */
export interface StockModel {
  id: string;
  /** Shown under the portrait. */
  name: string;
  licence: string;
  source: string;
  consent: string;
}

export interface StockModelPack {
  models: readonly StockModel[];
  /** Entries of the manifest left out, each with the reason, for the operator's log. */
  problems: readonly string[];
  has(id: string): boolean;
  /** A stock model's portrait as a JPEG; undefined for an id the pack does not hold. */
  photo(id: string): Promise<Buffer | undefined>;
}

export const STOCK_MODELS_MANIFEST = 'models.json';
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const REQUIRED_TEXTS = ['name', 'licence', 'source', 'consent'] as const;
const STOCK_JPEG_QUALITY = 92;

interface Entry extends StockModel {
  path: string;
}

const EMPTY_PACK: StockModelPack = { models: [], problems: [], has: () => false, photo: async () => undefined };

function entryProblem(raw: unknown, index: number, dir: string, seen: Set<string>): string | Entry {
  if (typeof raw !== 'object' || raw === null) return `entry ${index + 1} is not an object`;
  const record = raw as Record<string, unknown>;
  const id = record.id;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return `entry ${index + 1} has no valid id (${ID_PATTERN})`;
  if (seen.has(id)) return `${id} appears twice`;
  const missing = REQUIRED_TEXTS.filter((key) => typeof record[key] !== 'string' || !(record[key] as string).trim());
  // A portrait whose licence or model consent is not on record is never offered.
  if (missing.length > 0) return `${id} lacks ${missing.join(', ')}`;
  const file = record.file;
  const path = typeof file === 'string' ? resolve(dir, file) : '';
  if (!path.startsWith(resolve(dir) + sep)) return `${id} names no photo inside the pack`;
  const texts = Object.fromEntries(REQUIRED_TEXTS.map((key) => [key, (record[key] as string).trim()]));
  return { id, path, ...(texts as Pick<StockModel, (typeof REQUIRED_TEXTS)[number]>) };
}

async function decodes(path: string): Promise<boolean> {
  try {
    const { width, height } = await sharp(path).metadata();
    return Boolean(width && height);
  } catch {
    return false;
  }
}

async function readPack(dir: string): Promise<StockModelPack> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(dir, STOCK_MODELS_MANIFEST), 'utf8'));
  } catch (error) {
    return { ...EMPTY_PACK, problems: [`${join(dir, STOCK_MODELS_MANIFEST)} cannot be read: ${String(error)}`] };
  }
  const list = (manifest as { models?: unknown } | null)?.models;
  if (!Array.isArray(list)) return { ...EMPTY_PACK, problems: [`${STOCK_MODELS_MANIFEST} has no "models" list`] };
  const problems: string[] = [];
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of list.entries()) {
    const entry = entryProblem(raw, index, dir, seen);
    if (typeof entry === 'string') problems.push(entry);
    else if (!(await decodes(entry.path))) problems.push(`${entry.id}: the photo cannot be read as an image`);
    else {
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    models: entries.map(({ path: _path, ...model }) => model),
    problems,
    has: (id) => byId.has(id),
    async photo(id) {
      const entry = byId.get(id);
      if (!entry) return undefined;
      return sharp(await readFile(entry.path))
        .rotate()
        .jpeg({ quality: STOCK_JPEG_QUALITY })
        .toBuffer();
    },
  };
}

const packs = new Map<string, Promise<StockModelPack>>();

/** The pack in `dir`, read once per process; an empty pack when no folder is configured. */
export function openStockModelPack(dir: string | undefined): Promise<StockModelPack> {
  if (!dir) return Promise.resolve(EMPTY_PACK);
  const key = resolve(dir);
  let pack = packs.get(key);
  if (!pack) {
    pack = readPack(key);
    packs.set(key, pack);
  }
  return pack;
}
