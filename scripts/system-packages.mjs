// The Debian packages Orator uses, from the one list in packages/contracts/src/system-packages.json:
// `npm start` adds the missing runtime ones, `.ci/run` the test ones too. As root on a Debian-family system
// they are installed; otherwise the one command to run is printed and the caller goes on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIST = path.join(root, 'packages/contracts/src/system-packages.json');

/** The listed packages: what the product needs, and with `withTests` what only the tests need. */
export function listedPackages({ withTests = false } = {}) {
  const { packages } = JSON.parse(fs.readFileSync(LIST, 'utf8'));
  return packages.filter((item) => item.use === 'runtime' || withTests);
}

export function aptInstallCommand(names) {
  return `sudo apt-get install -y ${names.join(' ')}`;
}

/** The machine as dpkg and apt-get see it. */
export const debianSystem = {
  isDebianFamily: () => fs.existsSync('/etc/debian_version') && spawnSync('dpkg-query', ['--version']).status === 0,
  isRoot: () => process.getuid?.() === 0,
  isInstalled: (name) =>
    spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout === 'install ok installed',
  /** Runs apt-get quietly and without questions; true when it succeeded. */
  aptGet: (args) =>
    spawnSync('apt-get', ['-qq', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0,
};

const described = (items) => items.map((item) => `  ${item.name}: ${item.why}`).join('\n');

/**
 * Installs the listed packages this machine lacks when it can, or says how. Returns the packages still
 * missing afterwards (empty when all are there); on a system without dpkg nothing can be checked, so all are.
 */
export function ensureSystemPackages({ withTests = false, system = debianSystem, log = console.log } = {}) {
  const listed = listedPackages({ withTests });
  if (!system.isDebianFamily()) {
    log(`Orator uses these Debian packages, which this system cannot check:\n${described(listed)}`);
    log(`On Debian or Ubuntu: ${aptInstallCommand(listed.map((item) => item.name))}`);
    return listed.map((item) => item.name);
  }
  const missing = listed.filter((item) => !system.isInstalled(item.name));
  if (!missing.length) return [];
  const names = missing.map((item) => item.name);
  if (!system.isRoot()) {
    log(`Orator uses these Debian packages, which are missing:\n${described(missing)}`);
    log(`Install them with: ${aptInstallCommand(names)}`);
    return names;
  }
  log(`Installing the Debian packages Orator uses:\n${described(missing)}`);
  const isInstalled = system.aptGet(['update']) && system.aptGet(['install', '-y', ...names]);
  if (isInstalled) return [];
  log(`The packages could not be installed. Install them with: ${aptInstallCommand(names)}`);
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = ensureSystemPackages({ withTests: process.argv.includes('--with-tests') });
  process.exit(missing.length ? 1 : 0);
}
