/**
 * `track()` calls per second in real Chromium, against a peer in the same page: pushing a
 * plain object literal of the same shape into an array (the least any queue can do).
 * Run: npm run build && node bench/analytics/track.bench.ts [--record]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { writeResult } from '../lib/report.ts';

const root = new URL('../../', import.meta.url).pathname;
const bundle = readFileSync(`${root}packages/analytics/dist/browser/playfront-analytics.min.js`, 'utf8');

// A real origin, so storage and location behave as on a site; the collector is not needed.
const server = createServer((request, response) => {
  if (request.url === '/sdk.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
  } else if (request.method === 'POST') {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"accepted":0,"duplicates":0,"rejected":[]}');
  } else {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><script src="/sdk.js"></script>');
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

interface PageResult {
  trackPerSecond: number;
  peerPerSecond: number;
}

try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const result = await page.evaluate((): PageResult => {
    interface Sdk {
      createAnalytics(options: { projectId: string; flushInterval: number }): {
        identity(id: string): void;
        track(event: string): void;
        reset(): void;
      };
    }
    const sdk = (window as unknown as { PlayfrontAnalytics: Sdk }).PlayfrontAnalytics;
    const analytics = sdk.createAnalytics({ projectId: 'bench', flushInterval: 3_600_000 });
    // Below a full batch (500), which would be sent at once: the run measures tracking only.
    const perRound = 450;
    const rounds = 200;

    const measure = (run: () => void, reset: () => void): number => {
      for (let i = 0; i < 20; i += 1) {
        run();
        reset();
      }
      let elapsed = 0;
      for (let r = 0; r < rounds; r += 1) {
        const start = performance.now();
        run();
        elapsed += performance.now() - start;
        reset();
      }
      return (perRound * rounds) / (elapsed / 1000);
    };

    analytics.identity('bench-player');
    const trackPerSecond = measure(
      () => {
        for (let i = 0; i < perRound; i += 1) analytics.track('bench_event');
      },
      () => {
        analytics.reset();
        analytics.identity('bench-player');
      },
    );

    let sink: object[] = [];
    const peerPerSecond = measure(
      () => {
        for (let i = 0; i < perRound; i += 1) {
          sink.push({
            event: 'bench_event',
            project_id: 'bench',
            mode: 'spa',
            lib_version: '0.0.33',
            core_version: '0',
            timestamp: Date.now(),
            hostname: location.hostname,
            pathname: location.pathname,
            stag: null,
            device: 'web',
            browser: 'Chrome',
            temp_player_id: 'x',
            license: null,
            ip_country: null,
            interlayer_id: null,
            connection_type: null,
            user_id: 'bench-player',
          });
        }
      },
      () => {
        sink = [];
      },
    );
    return { trackPerSecond, peerPerSecond };
  });

  const row = {
    trackPerSecond: Math.round(result.trackPerSecond),
    peerObjectPushPerSecond: Math.round(result.peerPerSecond),
    ratioTrackToPeer: Number((result.trackPerSecond / result.peerPerSecond).toFixed(3)),
    chromium: browser.version(),
  };
  console.table([row]);
  writeResult('analytics-track', row);
} finally {
  await browser.close();
  server.close();
}
