import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { pureContracts } from './pure-contracts';

// Inside apps/web, so the bundler finds zod where the app does.
const scratch = path.join(import.meta.dirname, '../node_modules');
fs.mkdirSync(scratch, { recursive: true });
const dir = fs.mkdtempSync(path.join(scratch, '.pure-contracts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  return full;
}

const contractsModule = `import { z } from 'zod';
export const LIMITS = { max: 512 };
export const ThingApi = { list: '/thing/list' };
export const ZThing = z.object({ path: z.string().min(1).max(LIMITS.max), tags: z.array(z.string()).optional() });
export const ZNamedThing = ZThing.extend({ name: z.string() });
export const checks = [];
export function record(value) { checks.push(value); return value; }
export const ZChecked = z.string().refine((value) => record(value).length > 0);
export const SEEN = new Set(['a']);
`;

async function bundle(entry: string): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [pureContracts()],
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
    },
  })) as Rolldown.RolldownOutput[];
  return result[0]!.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('pureContracts', () => {
  const contracts = write('packages/contracts/src/thing.ts', contractsModule);

  it('leaves out the schemas, and zod, of a contracts module the app takes only a constant from', async () => {
    const entry = write('only-constant.ts', `import { ThingApi } from '${contracts}';\nconsole.log(ThingApi.list);\n`);
    const code = await bundle(entry);
    expect(code).toContain('/thing/list');
    expect(code).not.toMatch(/ZodObject|\$constructor/);
  });

  it('keeps a schema the app uses, with zod, and runs the calls inside its functions', async () => {
    const entry = write(
      'uses-schema.ts',
      `import { ZChecked, ZNamedThing, checks } from '${contracts}';\n` +
        `console.log(ZNamedThing.safeParse({ path: 'a', name: 'b' }).success, ZChecked.parse('x'), checks.length);\n`,
    );
    const code = await bundle(entry);
    expect(code).toMatch(/ZodObject|\$constructor/);
    expect(code).toMatch(/record\(value\)/);
    expect(code).toContain('checks.push(value)');
  });

  it('marks nothing outside the contracts package', async () => {
    const plugin = pureContracts();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform.call({}, contractsModule, path.join(dir, 'src/thing.ts'))).toBeNull();
  });
});
