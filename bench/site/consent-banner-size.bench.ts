/**
 * What the consent banner (decision 054) adds to the home page's JavaScript, min+gzip: its modules
 * (banner, footer button, consent cookie) bundled as the site ships them, with React, React Router
 * and i18next left out (the page has them anyway) and the contracts' consent helpers in; plus its
 * English messages, which ride in the page's message catalogue. Goal: at most 3 KB (3,072 B).
 * Before/after of the whole home page: `site/home-size.bench.ts` (numbers in decision 054).
 * Run: npx node --conditions=@playfront/source bench/site/consent-banner-size.bench.ts [--record]
 */
import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@playfront/web/testing';
import { bundleEntry, REACT_EXTERNALS } from '../sizes/bundle-entry.ts';
import { writeResult } from '../lib/report.ts';

const GOAL_BYTES = 3 * 1024;
const root = new URL('../../', import.meta.url).pathname;

const code = await bundleEntry({
  entry: `${root}apps/web/app/consent/index.ts`,
  external: [...REACT_EXTERNALS, 'react-router', 'react-i18next', 'i18next', '@playfront/analytics'],
  conditions: ['@playfront/source'],
});
const messages = Object.fromEntries(
  Object.entries(MESSAGES.en).filter(
    ([key]) => key.startsWith('consent.') || key === 'footer.cookieSettings',
  ),
);
const messagesGzip = gzipSync(JSON.stringify(messages), { level: 9 }).length;
const total = code.initialGzip + messagesGzip;
const met = total <= GOAL_BYTES;
console.table([
  { part: 'banner modules (min+gzip)', bytes: code.initialGzip },
  { part: 'English messages (gzip)', bytes: messagesGzip },
  { part: 'total', bytes: total },
]);
console.log(
  `consent banner: ${total.toLocaleString('en')} B min+gzip; goal ≤ ${GOAL_BYTES.toLocaleString('en')} B: ${met ? 'met' : 'missed'}`,
);
writeResult('site-consent-banner-size', {
  name: 'site-consent-banner-size',
  goal: { maxGzipBytes: GOAL_BYTES },
  met,
  totalGzipBytes: total,
  modulesGzipBytes: code.initialGzip,
  modulesMinBytes: code.initialRaw,
  messagesGzipBytes: messagesGzip,
});
if (!met) process.exitCode = 1;
