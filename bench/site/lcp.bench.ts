/**
 * Largest Contentful Paint of the home page in Debian's Chromium with mobile throttling: the real
 * server (buildApp with the web build, NODE_ENV=production, temp SQLite, 127.0.0.1), an anonymous
 * English visitor on a 375x812 phone viewport, 4x CPU slowdown and Lighthouse's slow-4G figures
 * (150 ms RTT, 1,638.4 Kbps down, 675 Kbps up) applied through the DevTools protocol. Each run
 * uses a new browser context, so the cache is cold. LCP and FCP are read in the page after `load`
 * plus 1 s; the transfer size sums the navigation and every resource. Beside it, in alternating
 * runs, its floor: the same server-rendered HTML with every script removed, with the page's own
 * response headers, its CSS and other assets passed through unchanged (bench/site/no-js-floor.ts).
 *
 * Run: npm run build && npx node --conditions=@playfront/source bench/site/lcp.bench.ts [--record] [--runs=5]
 *      [--strip=preloads|scripts-only|nothing] [--bare-floor-headers] [--trace=DIR] (diagnoses, not recorded)
 *      --trace writes each visit's Chromium trace (DIR/playfront-1.json, DIR/floor-1.json, …), for
 *      bench/site/trace-before-paint.ts; tracing costs the slowed renderer time on both sides.
 * Goal: median LCP under 1,500 ms and within 1.2x of the no-JS floor's median.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { runAlternating, ratio as ratioOf } from '../lib/alternate.ts';
import { positiveInteger } from '../lib/args.ts';
import { median, percentile, round } from '../lib/stats.ts';
import { FLOOR_STRIPS, startNoJsFloor, type FloorStrip } from './no-js-floor.ts';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const GOAL = { medianLcpMs: 1500, ratioToNoJsFloor: 1.2 } as const;
// Lighthouse's mobile slow 4G; DevTools wants bytes per second (Kbps * 1024 / 8, as Lighthouse converts).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
} as const;
const CPU_SLOWDOWN = 4;

interface PageFigures {
  readonly lcpMs: number | null;
  readonly lcpElement: string | null;
  readonly fcpMs: number | null;
  readonly transferBytes: number;
  readonly scriptTransferBytes: number;
  /** Script bytes after decoding; equal to the transfer (less headers) when served uncompressed. */
  readonly scriptDecodedBytes: number;
  readonly requests: number;
  /** When the document's first and last bytes arrived (navigation timing), to tell the server's
   *  and the link's share of a late paint from the renderer's. */
  readonly documentResponseStartMs: number | null;
  readonly documentResponseEndMs: number | null;
}

// What a trace of the first paint needs: the renderer's tasks, parsing, scripts, paints and the network.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'netlog',
] as const;

/** LCP, FCP and bytes of one cold visit to `target`, throttled as a mid-range phone on slow 4G. */
async function measurePage(browser: Browser, target: string, tracePath?: string): Promise<PageFigures> {
  // A new context per run: empty cache, no cookies, as a first visit.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    if (tracePath !== undefined)
      await browser.startTracing(page, { path: tracePath, categories: [...TRACE_CATEGORIES] });
    const response = await page.goto(target, { waitUntil: 'load', timeout: 60_000 });
    if (response?.status() !== 200) throw new Error(`GET ${target} answered ${response?.status()}`);
    await page.waitForTimeout(1000);
    if (tracePath !== undefined) await browser.stopTracing();
    return await page.evaluate(
      () =>
        new Promise<PageFigures>((resolve) => {
          let last: (PerformanceEntry & { element?: Element | null }) | undefined;
          const observer = new PerformanceObserver((list) => {
            last = list.getEntries().at(-1) ?? last;
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          // The buffered entries arrive in a task after observe(); read them after it.
          setTimeout(() => {
            observer.disconnect();
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            const scripts = resources.filter((entry) => /\.m?js(\?|$)/.test(entry.name));
            resolve({
              lcpMs: last === undefined ? null : last.startTime,
              lcpElement: last?.element == null ? null : last.element.tagName.toLowerCase(),
              fcpMs: fcp === undefined ? null : fcp.startTime,
              transferBytes:
                (navigation?.transferSize ?? 0) +
                resources.reduce((sum, entry) => sum + entry.transferSize, 0),
              scriptTransferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
              scriptDecodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
              requests: resources.length + 1,
              documentResponseStartMs: navigation === undefined ? null : navigation.responseStart,
              documentResponseEndMs: navigation === undefined ? null : navigation.responseEnd,
            });
          }, 100);
        }),
    );
  } finally {
    await context.close();
  }
}

const { values } = parseArgs({
  options: {
    record: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    // A diagnosis, not the floor: 'preloads' strips only the modulepreload hints, 'scripts-only'
    // only the scripts, 'nothing' serves the page unchanged from a copy; the recorded ratio is
    // against 'scripts' (both).
    strip: { type: 'string', default: 'scripts' },
    // A diagnosis: the floor answers without the page's headers (as it did before 2026-11-26).
    'bare-floor-headers': { type: 'boolean', default: false },
    // A diagnosis: a Chromium trace of every visit, written to this folder.
    trace: { type: 'string' },
  },
});
if (!(FLOOR_STRIPS as readonly string[]).includes(values.strip)) {
  throw new Error(`--strip must be one of ${FLOOR_STRIPS.join(', ')}`);
}
const strip = values.strip as FloorStrip;
if (values.record && (strip !== 'scripts' || values['bare-floor-headers'] || values.trace !== undefined))
  throw new Error('Only the no-JS floor (--strip=scripts, with the page headers) is recorded, untraced');
const traceDir = values.trace;
if (traceDir !== undefined) mkdirSync(traceDir, { recursive: true });
/** Where a traced visit's trace goes (none without --trace). */
const tracePath = (side: string, index: number) =>
  traceDir === undefined ? undefined : join(traceDir, `${side}-${index + 1}.json`);
const runs = positiveInteger('runs', values.runs);

// As a production deployment runs: React (and other CommonJS packages) choose their production
// build from process.env at load time; loadConfig's NODE_ENV below only reaches the config.
process.env.NODE_ENV = 'production';
const { buildApp, loadConfig } = await import('@playfront/server/testing');
const { runInfo, writeResult } = await import('../lib/report.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }));
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const floor = await startNoJsFloor(
      `http://127.0.0.1:${port}`,
      '/',
      {
        'accept-language': 'en-US',
        'accept-encoding': 'br, gzip',
      },
      strip,
      { pageHeaders: !values['bare-floor-headers'] },
    );
    let alternated: {
      samples: Readonly<Record<string, readonly PageFigures[]>>;
      loadAverages: readonly number[];
    };
    try {
      // Alternating runs (A B, B A, …), so a machine growing busier weighs on both alike.
      alternated = await runAlternating<PageFigures>(
        [
          { name: 'playfront', round: (index) => measurePage(browser, url, tracePath('playfront', index)) },
          { name: 'floor', round: (index) => measurePage(browser, floor.url, tracePath('floor', index)) },
        ],
        runs,
        (side, index, figures) => {
          console.log(
            `run ${index + 1} ${side.padEnd(9)}: ${JSON.stringify(figures)}, load ${loadavg()[0]?.toFixed(2)}`,
          );
        },
      );
    } finally {
      await floor.close();
    }
    const samples = alternated.samples.playfront ?? [];
    const floorSamples = alternated.samples.floor ?? [];

    const sorted = (pick: (sample: PageFigures) => number | null) =>
      samples
        .map(pick)
        .filter((value): value is number => value !== null)
        .sort((a, b) => a - b);
    const lcp = sorted((sample) => sample.lcpMs);
    const floorLcp = floorSamples
      .map((sample) => sample.lcpMs)
      .filter((value): value is number => value !== null);
    /** The median of one figure over the runs that have it. */
    const medianOf = (
      of: readonly PageFigures[],
      figure: 'documentResponseStartMs' | 'documentResponseEndMs',
    ) => round(median(of.flatMap((sample) => sample[figure] ?? [])), 0);
    /** When the document's first and last bytes arrived, medians. */
    const documentOf = (of: readonly PageFigures[]) => ({
      responseStartMs: medianOf(of, 'documentResponseStartMs'),
      responseEndMs: medianOf(of, 'documentResponseEndMs'),
    });
    const ratio = ratioOf(median(lcp), median(floorLcp));
    const fcp = sorted((sample) => sample.fcpMs);
    const medianLcp = median(lcp);
    const result = {
      name: 'site-lcp',
      goal: GOAL,
      met: lcp.length === runs && medianLcp < GOAL.medianLcpMs && ratio <= GOAL.ratioToNoJsFloor,
      conditions: {
        browser: `Chromium ${browser.version()}`,
        floorHeaders: values['bare-floor-headers'] ? 'bare' : 'the page’s own',
        viewport: '375x812 @3x, mobile',
        cpuSlowdown: CPU_SLOWDOWN,
        network: NETWORK,
        cache: 'cold (new context per run)',
        visitor: 'anonymous, en-US',
      },
      runs,
      loadAverages: alternated.loadAverages,
      lcpMs: {
        median: round(medianLcp, 0),
        max: round(lcp.at(-1) ?? Number.NaN, 0),
        all: lcp.map(Math.round),
      },
      fcpMs: { median: round(percentile(fcp, 50), 0), max: round(fcp.at(-1) ?? Number.NaN, 0) },
      document: documentOf(samples),
      noJsFloor: {
        lcpMs: { median: round(median(floorLcp), 0), all: floorLcp.map(Math.round) },
        fcpMs: { median: round(median(floorSamples.flatMap((sample) => sample.fcpMs ?? [])), 0) },
        document: documentOf(floorSamples),
        removedScriptTags: floor.removedScriptTags,
        transferBytes: floorSamples[0]?.transferBytes ?? 0,
      },
      ratioToNoJsFloor: ratio,
      lcpElement: samples[0]?.lcpElement ?? null,
      transferBytes: samples[0]?.transferBytes ?? 0,
      scriptTransferBytes: samples[0]?.scriptTransferBytes ?? 0,
      scriptDecodedBytes: samples[0]?.scriptDecodedBytes ?? 0,
      requests: samples[0]?.requests ?? 0,
    };
    writeResult(result.name, result);
    console.log(JSON.stringify({ ...result, run: runInfo() }, null, 2));
    if (!result.met) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
