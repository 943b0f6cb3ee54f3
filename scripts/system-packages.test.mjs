import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { debianSystem, ensureSystemPackages, listedPackages } from './system-packages.mjs';

/** A machine as dpkg and apt-get would report it, recording what apt-get was asked to do. */
function machine({ isDebianFamily = true, isRoot = true, installed = [], aptSucceeds = true } = {}) {
  const aptCalls = [];
  return {
    aptCalls,
    system: {
      isDebianFamily: () => isDebianFamily,
      isRoot: () => isRoot,
      isInstalled: (name) => installed.includes(name),
      aptGet: (args) => {
        aptCalls.push(args);
        return aptSucceeds;
      },
    },
  };
}

function run(options) {
  const lines = [];
  const { aptCalls, system } = machine(options);
  const missing = ensureSystemPackages({ withTests: options.withTests, system, log: (line) => lines.push(line) });
  return { missing, aptCalls, output: lines.join('\n') };
}

/** What the product itself needs; which packages those are is the list's business (contracts' features test). */
const RUNTIME = listedPackages().map((item) => item.name);

describe('npm start on a Debian-family machine', () => {
  it('installs the missing runtime packages as root, after an update, and says what it installs', () => {
    const { missing, aptCalls, output } = run({ installed: RUNTIME.filter((name) => name !== 'pocketsphinx-en-us') });
    expect(aptCalls).toEqual([['update'], ['install', '-y', 'pocketsphinx-en-us']]);
    expect(output).toMatch(/^Installing the Debian packages Orator uses:\n {2}pocketsphinx-en-us: /);
    expect(missing).toEqual([]);
  });

  it('leaves the test-only packages to the tests', () => {
    const { aptCalls } = run({});
    expect(aptCalls[1]).toEqual(['install', '-y', ...RUNTIME]);
    expect(run({ withTests: true }).aptCalls[1]).toEqual(
      expect.arrayContaining(['chromium', 'pocketsphinx-testdata', ...RUNTIME]),
    );
  });

  it('prints the one command to run when it is not root, and installs nothing', () => {
    const { missing, aptCalls, output } = run({ isRoot: false });
    expect(aptCalls).toEqual([]);
    expect(output).toContain(`Install them with: sudo apt-get install -y ${RUNTIME.join(' ')}`);
    expect(missing).toEqual(RUNTIME);
  });

  it('does nothing and says nothing when every package is there', () => {
    expect(run({ installed: RUNTIME })).toEqual({ missing: [], aptCalls: [], output: '' });
  });

  it('prints the command when apt-get fails, and goes on', () => {
    const { missing, output } = run({ aptSucceeds: false });
    expect(output).toContain('could not be installed. Install them with: sudo apt-get install -y pocketsphinx');
    expect(missing).toEqual(RUNTIME);
  });
});

describe('npm start elsewhere', () => {
  it('names the packages and the Debian command without running anything', () => {
    const { aptCalls, output } = run({ isDebianFamily: false });
    expect(aptCalls).toEqual([]);
    expect(output).toContain(`On Debian or Ubuntu: sudo apt-get install -y ${RUNTIME.join(' ')}`);
  });
});

describe('the package list', () => {
  it('is the one .ci/run installs from, with the test packages', () => {
    const ci = fs
      .readFileSync(fileURLToPath(new URL('../.ci/run', import.meta.url)), 'utf8')
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .join('\n');
    expect(ci).toContain('node scripts/system-packages.mjs --with-tests');
    for (const item of listedPackages({ withTests: true })) expect(ci).not.toMatch(new RegExp(`\\b${item.name}\\b`));
  });
});

describe.skipIf(!debianSystem.isDebianFamily())('this Debian machine', () => {
  it('tells an installed package from one that does not exist', () => {
    expect(debianSystem.isInstalled('dpkg')).toBe(true);
    expect(debianSystem.isInstalled('no-such-package-orator')).toBe(false);
  });
});
