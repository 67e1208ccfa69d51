/**
 * Delivery in real Chromium against the real collector (issue 17): events delivered of 10,000
 * tracked in one task, events delivered of 1,000 after a reload during an outage (with
 * duplicates stored), and bytes per event on the wire, gzip (the SDK's default where
 * CompressionStream exists) against plain JSON (CompressionStream removed from the page). The
 * page is the server's /demo (the SDK's browser build and the site-loaded script), through a
 * proxy that measures the events bodies and plays the outage (a 500 for every events request).
 * The peers' figures are those of the issue's side-by-side run, recorded beside ours.
 * Run: npm run build && node bench/analytics/delivery.bench.ts [--record]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildApp, loadConfig } from '@playfront/server/testing';
import { startOutageProxy, type OutageProxy } from '../../e2e/fixtures/outage-proxy.ts';
import { writeResult } from '../lib/report.ts';

/** The figures (issue 17: one Chromium run, same page, same local collector). */
const PEERS = {
  before: { burstDeliveredOf10000: 1000, reloadOutageDeliveredOf1000: 875, bytesPerEvent: 422 },
  posthog: { burstDeliveredOf10000: 10_000, bytesPerEvent: '52-55 (gzip)' },
  snowplow: { reloadOutageDeliveredOf1000: 1000 },
} as const;

interface DemoWindow {
  playfrontAnalytics: { identity(id: string): void; track(event: string): void; flush(): Promise<void> };
}

const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-delivery-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    EVENTS_RATE_LIMIT_PER_MINUTE: '100000',
    EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '10000000',
  }),
);
const upstream = await app.listen({ port: 0, host: '127.0.0.1' });

const stored = async (userId: string): Promise<{ rows: number; distinct: number }> => {
  const rows = await app.database.db
    .selectFrom('analytics_events')
    .select('event')
    .where('user_id', '=', userId)
    .execute();
  return { rows: rows.length, distinct: new Set(rows.map((row) => row.event)).size };
};

/** Waits until `want` rows are stored for the user or `ms` pass; returns what is stored. */
const settle = async (userId: string, want: number, ms: number) => {
  const deadline = Date.now() + ms;
  let now = await stored(userId);
  while (now.rows < want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    now = await stored(userId);
  }
  // A little longer, so late duplicates would show.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return stored(userId);
};

const track = (page: Page, userId: string, from: number, to: number) =>
  page.evaluate(
    ([id, first, last]) => {
      const analytics = (window as unknown as DemoWindow).playfrontAnalytics;
      analytics.identity(id);
      for (let i = first; i < last; i++) analytics.track(`e${i}`);
    },
    [userId, from, to] as const,
  );
const flush = (page: Page) =>
  page.evaluate(() => (window as unknown as DemoWindow).playfrontAnalytics.flush());

const openDemo = async (browser: Browser, proxy: OutageProxy, plain = false): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  // As on a platform without CompressionStream: the SDK sends plain JSON.
  if (plain) await page.addInitScript(() => Reflect.deleteProperty(window, 'CompressionStream'));
  await page.goto(`${proxy.origin}/demo`);
  await page.waitForFunction(() => 'playfrontAnalytics' in window);
  return page;
};

/** 10,000 track() in one task; delivered, and wire bytes per delivered event. */
const burst = async (browser: Browser, plain: boolean) => {
  const proxy = await startOutageProxy(upstream, false);
  try {
    const page = await openDemo(browser, proxy, plain);
    const userId = `burst-${plain ? 'plain' : 'gzip'}-${Date.now()}`;
    const before = { ...proxy.passed };
    const start = performance.now();
    await track(page, userId, 0, 10_000);
    const result = await settle(userId, 10_000, 60_000);
    const seconds = (performance.now() - start) / 1000;
    const bodyBytes = proxy.passed.bodyBytes - before.bodyBytes;
    await page.context().close();
    return {
      delivered: result.rows,
      duplicates: result.rows - result.distinct,
      requests: proxy.passed.requests - before.requests,
      bytesPerEvent: Math.round(bodyBytes / Math.max(result.rows, 1)),
      seconds: Number(seconds.toFixed(2)),
    };
  } finally {
    await proxy.close();
  }
};

/** 1,000 events over two pages with a reload between, all during an outage; then recovery. */
const reloadDuringOutage = async (browser: Browser) => {
  const proxy = await startOutageProxy(upstream, true);
  try {
    const page = await openDemo(browser, proxy);
    const userId = `outage-${Date.now()}`;
    for (let from = 0; from < 500; from += 100) {
      await track(page, userId, from, from + 100);
      await flush(page);
    }
    await page.reload();
    await page.waitForFunction(() => 'playfrontAnalytics' in window);
    for (let from = 500; from < 1000; from += 100) {
      await track(page, userId, from, from + 100);
      await flush(page);
    }
    proxy.end();
    await flush(page);
    const result = await settle(userId, 1000, 30_000);
    await page.context().close();
    return {
      delivered: result.rows,
      duplicates: result.rows - result.distinct,
      refusedDuringOutage: { ...proxy.refused },
    };
  } finally {
    await proxy.close();
  }
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const gzip = await burst(browser, false);
  const plain = await burst(browser, true);
  const outage = await reloadDuringOutage(browser);
  const row = {
    burstDeliveredOf10000: gzip.delivered,
    burstDuplicates: gzip.duplicates,
    burstRequests: gzip.requests,
    burstSeconds: gzip.seconds,
    reloadOutageDeliveredOf1000: outage.delivered,
    reloadOutageDuplicates: outage.duplicates,
    bytesPerEventGzip: gzip.bytesPerEvent,
    bytesPerEventPlain: plain.bytesPerEvent,
    plainBurstDeliveredOf10000: plain.delivered,
    chromium: browser.version(),
  };
  console.table([row]);
  console.log('Refused during the outage (fetch, beacon):', outage.refusedDuringOutage);
  console.log('Peers and the SDK before, from issue 17:', PEERS);
  writeResult('analytics-delivery', {
    ...row,
    refusedDuringOutage: outage.refusedDuringOutage,
    peers: PEERS,
  });
  const missed = row.burstDeliveredOf10000 < 10_000 || row.reloadOutageDeliveredOf1000 < 1000;
  process.exitCode = missed || row.reloadOutageDuplicates > 0 ? 1 : 0;
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
