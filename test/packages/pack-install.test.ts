import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The published packages as a stranger gets them: `npm pack` of each, installed from the
 * tarballs into a scratch project outside the repository (its other dependencies from npm's
 * cache, which `npm install` of the repository filled), then imported by Node and type-checked
 * by TypeScript with Node's module resolution. Needs `npm run build` (dist/) first.
 */
const root = join(import.meta.dirname, '../..');
const PACKAGES = ['contracts', 'analytics', 'cashier'] as const;

function run(command: string, args: readonly string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function rootVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

describe('given the three packages packed and installed in a scratch project', () => {
  let scratch: string;

  beforeAll(() => {
    for (const name of PACKAGES) {
      if (!existsSync(join(root, 'packages', name, 'dist'))) {
        throw new Error(`packages/${name} is not built: run \`npm run build\` first`);
      }
    }
    scratch = mkdtempSync(join(tmpdir(), 'playfront-pack-'));
    const packed = JSON.parse(
      run(
        'npm',
        [
          'pack',
          '--json',
          '--pack-destination',
          scratch,
          ...PACKAGES.map((name) => `--workspace=packages/${name}`),
        ],
        root,
      ),
    ) as { name: string; filename: string }[];
    const tarballs = Object.fromEntries(packed.map(({ name, filename }) => [name, `file:./${filename}`]));
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({
        name: 'scratch',
        private: true,
        type: 'module',
        dependencies: tarballs,
        devDependencies: { '@types/react': rootVersion('@types/react') },
        // The packages name each other by version; the tarballs must answer, never the registry.
        overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`])),
      }),
    );
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], scratch);
  }, 300_000);

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('should run under Node from dist: contracts, the analytics server entry, the cashier core', () => {
    writeFileSync(
      join(scratch, 'run.mjs'),
      `
import { FIELD_TYPES, formatMoney } from '@playfront/contracts';
import { validateField } from '@playfront/contracts/field-rules';
import { AnalyticsEventSchema } from '@playfront/contracts/schemas';
import { createAnalytics, CORE_VERSION } from '@playfront/analytics';
import { renderSiteLoadedScript } from '@playfront/analytics/snippet';
import { CashierError } from '@playfront/cashier';
const analytics = createAnalytics({ projectId: 'scratch', mode: 'ssr', origin: 'https://example.com' });
const field = { name: 'email', type: 'email', label: 'E-mail', required: true };
console.log(JSON.stringify({
  money: formatMoney(12345, 'EUR', 'en-GB'),
  cardType: FIELD_TYPES.includes('credit_card_number'),
  emailProblem: validateField(field, 'not-an-email', { mode: 'submit' })?.key ?? null,
  schema: typeof AnalyticsEventSchema,
  state: analytics.state,
  coreVersion: CORE_VERSION,
  snippet: renderSiteLoadedScript({ projectId: 'scratch', license: 'mga' }).length > 0,
  cashierError: typeof CashierError,
  resolved: [
    '@playfront/cashier/react',
    '@playfront/analytics/iife',
    '@playfront/cashier/styles.css',
    '@playfront/cashier/element',
    '@playfront/cashier/playfront-cashier.js',
  ]
    .map((id) => import.meta.resolve(id).replace(/^.*node_modules\\//, '')),
}));
`,
    );
    const { emailProblem, ...result } = JSON.parse(run(process.execPath, ['run.mjs'], scratch)) as Record<
      string,
      unknown
    >;
    expect(emailProblem).toMatch(/^validation\.email\./);
    expect(result).toEqual({
      money: '€123.45',
      cardType: true,
      schema: 'object',
      state: 'none',
      coreVersion: '0.1.0',
      snippet: true,
      cashierError: 'function',
      resolved: [
        '@playfront/cashier/dist/react/index.js',
        '@playfront/analytics/dist/browser/playfront-analytics.min.js',
        '@playfront/cashier/src/react/styles/cashier.css',
        '@playfront/cashier/dist/element/index.js',
        '@playfront/cashier/dist/browser/playfront-cashier.js',
      ],
    });
  }, 60_000);

  it('should type-check a host of every entry with TypeScript’s Node resolution', () => {
    writeFileSync(
      join(scratch, 'host.tsx'),
      `
import { Cashier, type CashierProps } from '@playfront/cashier/react';
import { createCashierClient } from '@playfront/cashier';
import type { Player } from '@playfront/contracts';
import { createAnalytics } from '@playfront/analytics';
import { AnalyticsProvider } from '@playfront/analytics/react';
import type {} from '@playfront/analytics/iife';
import { definePlayfrontCashier, type PlayfrontCashierElement } from '@playfront/cashier/element';
import { mountCashier } from '@playfront/cashier/playfront-cashier.js';

export const cashier: (props: CashierProps) => unknown = Cashier;
export const client: typeof createCashierClient = createCashierClient;
export const player: Pick<Player, 'email'> = { email: 'player@example.com' };
export const analytics = createAnalytics({ projectId: 'scratch' });
export const provider: typeof AnalyticsProvider = AnalyticsProvider;
// The script-tag build's global, typed by the iife entry.
export const fromScript: typeof createAnalytics = window.PlayfrontAnalytics.createAnalytics;
// The cashier element: registered with the stylesheet, typed by tag name and by event name.
export const define: typeof definePlayfrontCashier = definePlayfrontCashier;
export const element: PlayfrontCashierElement | null = document.querySelector('playfront-cashier');
element?.addEventListener('playfront:payment_submit', (event) => event.detail.amount);
export const mounted = mountCashier(document.body, { action: 'deposit', currency: 'EUR', language: 'en' });
`,
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: [],
          skipLibCheck: false,
        },
        files: ['host.tsx'],
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], scratch)).not.toThrow();
  }, 300_000);
});
