// Lighthouse 12 in Debian's Chromium against a fresh installation served as `npm start` serves it (#19 item 4):
// the phone preset (Lighthouse's default: a mid-range phone, simulated slow 4G and a 4x slower CPU) on the public
// pages and /ai/login, and /ai/create signed in; the desktop preset on the home page. Each page is measured
// RUNS times and the median performance score reported, with its largest contentful paint and total blocking time,
// and the accessibility score. `npx tsx bench/lighthouse.ts` prints them; `npm run bench` adds them to
// docs/benchmarks.md.
import { Cookie } from '@orator/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServedApp, type ServedApp } from './served-app';
import type { BenchResult } from './video';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface TPageTarget {
  path: string;
  preset: 'phone' | 'desktop';
  signedIn?: boolean;
  minPerformance: number;
  /** #19 item 4 asks for 100 on the public pages; signed-in screens are held to axe in the browser tests. */
  minAccessibility?: number;
}

const ALL_PAGES: TPageTarget[] = [
  { path: '/ai/home', preset: 'phone', minPerformance: 90, minAccessibility: 100 },
  { path: '/ai/price', preset: 'phone', minPerformance: 90, minAccessibility: 100 },
  { path: '/ai/home-video-face-swap', preset: 'phone', minPerformance: 90, minAccessibility: 100 },
  { path: '/ai/login', preset: 'phone', minPerformance: 90, minAccessibility: 100 },
  { path: '/ai/create', preset: 'phone', signedIn: true, minPerformance: 80 },
  { path: '/ai/home', preset: 'desktop', minPerformance: 90, minAccessibility: 100 },
];

/** `LIGHTHOUSE_PAGES=/ai/home,/ai/login` measures only those paths. */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES!.split(',').includes(page.path))
  : ALL_PAGES;

interface TMeasure {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
}

function measureOf(result: RunnerResult | undefined): TMeasure {
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse could not measure the page: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measurePage(app: ServedApp, page: TPageTarget, sessionToken: string): Promise<TMeasure> {
  const runs: TMeasure[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new browser each run: an empty cache and no service worker, as a first visit.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(page.signedIn ? { extraHeaders: { Cookie: `${Cookie.Token}=${sessionToken}` } } : {}),
      };
      const result = await lighthouse(
        `${app.baseUrl}${page.path}`,
        flags,
        page.preset === 'desktop' ? desktopConfig : undefined,
      );
      runs.push(measureOf(result));
    } finally {
      chrome.kill();
    }
  }
  // The run with the median performance score, so its numbers belong together.
  const middle = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === middle)!;
}

export async function benchLighthouse(): Promise<BenchResult[]> {
  const app = await startServedApp({ database: 'embedded', accounts: 1 });
  const results: BenchResult[] = [];
  try {
    const user = await app.registerUser();
    for (const page of PAGES) {
      const measured = await measurePage(app, page, user.token);
      const label = `${page.path}${page.signedIn ? ' signed in' : ''}, ${page.preset}`;
      const details = `LCP ${(measured.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(measured.tbtMs)} ms`;
      results.push({
        name: `Lighthouse performance: ${label} (median of ${RUNS})`,
        value: `${measured.performance} (${details})`,
        target: `>= ${page.minPerformance}`,
        ok: measured.performance >= page.minPerformance,
      });
      if (page.minAccessibility !== undefined) {
        results.push({
          name: `Lighthouse accessibility: ${label}`,
          value: String(measured.accessibility),
          target: `>= ${page.minAccessibility}`,
          ok: measured.accessibility >= page.minAccessibility,
        });
      }
    }
  } finally {
    await app.stop();
  }
  return results;
}

if (process.argv[1] === import.meta.filename) {
  for (const result of await benchLighthouse()) {
    console.log(`${result.ok ? 'ok    ' : 'MISSED'} ${result.name}: ${result.value} (target ${result.target})`);
  }
}
