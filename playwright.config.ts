import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GRANTED_CONSENT } from './e2e/fixtures/consent.ts';

const port = Number(process.env.E2E_PORT ?? 18080);
// Set once in the main process so the workers, which inherit the environment, read the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'playfront-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// The server serves the site from apps/web's build and, under NODE_ENV=test, quietly leaves it out
// when there is none: say so here rather than fail every site spec. `npm test` builds first.
if (!existsSync('apps/web/build/server/index.js')) {
  throw new Error('apps/web is not built: run `npm run build` before the e2e tests');
}

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, where two CPU hogs run beside the suite: a test that passes only on its retry
  // is listed as flaky in the output, which is read after every run (outcome specs print the page).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One axe scan took 3-9 s on a 2-core machine at load 10 (the site's home page as much as a
  // console page), and a console journey makes two to four: 30 s timed them out there.
  timeout: 60_000,
  expect: {
    // The screenshot tests (e2e/specs/screenshots): one image per look, no OS or project suffix in
    // its name (CI runs the same Debian and Chromium); 2 % of pixels may differ (anti-aliasing).
    toHaveScreenshot: {
      pathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
      maxDiffPixelRatio: 0.02,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // consent: every context starts as a visitor who accepted the banner (e2e/fixtures/consent.ts).
    storageState: GRANTED_CONSENT,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Nothing leaves the machine: every host but the server under test fails to resolve
        // (the live chat's vendor script is served by a stand-in through page.route).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node --conditions=@playfront/source apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A made-up license: the chat spec answers the vendor's script with a local stand-in.
      LIVECHAT_LICENSE: '19000000',
      // The sandbox KYC provider decides after 8 s: long enough for a page to show `pending` first.
      KYC_SANDBOX_DECISION_MS: '8000',
      // Every journey registers its own player, all from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Their payments too: the per-IP cap would count every journey's submits together.
      PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      // The analytics delivery spec sends a burst of 10,000 events, beside every other spec's.
      EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '100000',
    },
  },
});
