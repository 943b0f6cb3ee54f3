// LibreOffice in headless mode turns office decks into PDF (for faithful rendering) or PPTX (to read a PPT's text).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SlideImportError } from './errors';

/** A first run also creates the private profile, so allow for a slow, shared machine. */
export const LIBREOFFICE_TIMEOUT_MS = 180_000;

const CANDIDATES = ['soffice', 'libreoffice'];
const KNOWN_DIRS = [
  '/usr/lib/libreoffice/program',
  '/opt/libreoffice/program',
  '/Applications/LibreOffice.app/Contents/MacOS',
];

/** The LibreOffice executable, or null when it is not installed (the app still runs; office formats are refused). */
export function findLibreOffice(): string | null {
  const fromEnv = process.env.ORATOR_SOFFICE;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...KNOWN_DIRS];
  for (const dir of dirs) {
    for (const name of CANDIDATES) {
      const candidate = path.join(dir, name);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * The PDF export keeps hidden slides so that page i of the PDF is slide i of the deck; the import marks them
 * hidden instead of dropping them. Notes pages are left out.
 */
const PDF_FILTER =
  'pdf:impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"},"ExportNotesPages":{"type":"boolean","value":"false"}}';
const FILTERS = {
  pdf: PDF_FILTER,
  pptx: 'pptx:Impress MS PowerPoint 2007 XML',
  odp: 'odp',
  ppt: 'ppt:MS PowerPoint 97',
} as const;

export type LibreOfficeTarget = keyof typeof FILTERS;

/**
 * Converts `inputPath` (whose extension must name its real format: LibreOffice picks its import filter by it)
 * into `outDir` and returns the new file's path. Every run has its own profile so parallel imports do not share
 * LibreOffice's single-instance lock.
 */
export async function convertWithLibreOffice(
  inputPath: string,
  target: LibreOfficeTarget,
  options: { outDir: string; timeoutMs?: number; signal?: AbortSignal },
): Promise<string> {
  const soffice = findLibreOffice();
  if (!soffice) throw new SlideImportError('converterMissing', 'LibreOffice (soffice) is not installed');
  options.signal?.throwIfAborted();
  const profileDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-lo-profile-'));
  const args = [
    `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
    '--headless',
    '--invisible',
    '--nologo',
    '--norestore',
    '--nolockcheck',
    '--nodefault',
    '--convert-to',
    FILTERS[target],
    '--outdir',
    options.outDir,
    inputPath,
  ];
  try {
    const log = await run(soffice, args, options.timeoutMs ?? LIBREOFFICE_TIMEOUT_MS, options.signal);
    const output = path.join(options.outDir, `${path.parse(inputPath).name}.${target}`);
    const stat = await fsp.stat(output).catch(() => null);
    if (!stat?.size) {
      throw new SlideImportError('corrupt', `LibreOffice could not convert ${path.basename(inputPath)}: ${log.trim()}`);
    }
    return output;
  } finally {
    await fsp.rm(profileDir, { recursive: true, force: true });
  }
}

/** Runs LibreOffice in its own process group: soffice starts soffice.bin, and both must go on abort or timeout. */
function run(command: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already exited.
      }
    };
    let failure: unknown = null;
    const timer = setTimeout(() => {
      failure = new SlideImportError('corrupt', `LibreOffice did not finish within ${timeoutMs / 1000} s`);
      killGroup();
    }, timeoutMs);
    const onAbort = () => {
      failure = signal?.reason ?? new Error('aborted');
      killGroup();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      failure ??= new SlideImportError('converterMissing', `LibreOffice could not start: ${error.message}`);
    });
    child.on('close', () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else resolve(log);
    });
  });
}
