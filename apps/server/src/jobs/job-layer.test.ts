import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from './job-names';
import { jobHandlers } from './registry';

const SERVER_SRC = path.resolve(import.meta.dirname, '..');

/** Type imports count too: a circle of types alone still ties the modules' compilation and reading together. */
async function serverImportGraph() {
  return madge(path.join(SERVER_SRC, 'main.ts'), {
    fileExtensions: ['ts'],
    tsConfig: path.resolve(SERVER_SRC, '../tsconfig.json'),
  });
}

function closureOf(graph: Record<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(graph[file] ?? []));
  }
  return seen;
}

describe('the job layer reads one way', () => {
  it('the server has no import circle', async () => {
    const graph = await serverImportGraph();
    expect(graph.circular()).toEqual([]);
  }, 60_000);

  it('the queue imports the job names and nothing of the modules or their handlers', async () => {
    const graph = await serverImportGraph();
    const reached = [...closureOf(graph.obj(), 'platform/queue.ts')];
    expect(reached).toContain('jobs/job-names.ts');
    expect(reached.filter((file) => file.startsWith('modules/') || file === 'jobs/registry.ts')).toEqual([]);
  }, 60_000);

  it('every job name loads a handler function', async () => {
    for (const name of JOB_NAMES) expect(typeof (await jobHandlers[name]()), name).toBe('function');
  });
});
