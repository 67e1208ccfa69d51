import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ATTRIBUTION_LEGAL_BASES,
  ON_RAMP_MODES,
  type AttributionLegalBasis,
  type OnRampMode,
} from '@playfront/contracts';
import type { ProviderId } from './payments/catalogue/index.ts';
import type { ProviderAdapter } from './payments/providers/provider.ts';
import { realAdapters } from './payments/providers/real-adapters.ts';
import { sandboxEnabled } from './payments/providers/sandbox-mode.ts';
import { DEFAULT_RESTRICTED_COUNTRIES } from './compliance/restricted-countries.ts';
import { BOT_FILTERS, type BotFilter } from './events/bot-flag.ts';
import { loadCashoutApprovalConfig } from './config-cashout-approval.ts';
import type { CashoutApprovalConfig } from './payments/approval/cashout-approval-config.ts';
import { clickHouseConfig } from './events/clickhouse/clickhouse-config.ts';
import type { ClickHouseSettings } from './events/clickhouse/clickhouse-settings.ts';
import { flag, integer, type Env } from './config-values.ts';
import { kycStorageConfig, type KycStorageSettings } from './kyc/kyc-storage-settings.ts';
import {
  exclusionRegisterSettings,
  type ExclusionRegisterSettings,
} from './protection/register/register-settings.ts';
import { retentionSettings, type RetentionSettings } from './privacy/retention/retention-settings.ts';

/** The server's settings, read from the environment once at start-up. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder of the embedded SQLite database (and other local state). */
  readonly dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite database is used. */
  readonly databaseUrl: string | undefined;
  readonly env: 'development' | 'test' | 'production';
  readonly logLevel: string;
  /** Requests per minute one client may send to the events collector. */
  readonly eventsRateLimitPerMinute: number;
  /**
   * Which events the collector flags as bots (`ANALYTICS_BOT_FILTER`): `all` of isbot's list
   * (the default in production), or `crawlers`, which counts the tools the site is tried with
   * (headless browsers, Playwright, Node's HTTP clients) as visitors (the default elsewhere).
   */
  readonly analyticsBotFilter: BotFilter;
  /** Milliseconds between passes of the postback job (`POSTBACK_INTERVAL_MS`, default 5000). */
  readonly postbackIntervalMs: number;
  /** Log-in and registration attempts one client may make per minute. */
  readonly authRateLimitPerMinute: number;
  /** Payment submits and cashout cancels one session may make per minute. */
  readonly paymentsRateLimitPerMinute: number;
  /**
   * Which proxies in front may name the client in X-Forwarded-For (for client IPs in rate
   * limits): none (`false`), the number of hops to trust, or the proxies' addresses and CIDRs.
   */
  readonly trustProxy: TrustProxy;
  /** Origins besides the server's own allowed to send state-changing API requests. */
  readonly allowedOrigins: readonly string[];
  /** Cookies carry `Secure` everywhere but in development and tests on plain-HTTP loopback. */
  readonly cookieSecure: boolean;
  /** Folder of the site's React Router build (`apps/web/build`), served at `/`. */
  readonly webBuildDir: string;
  /** Folder of the operator console's build (`apps/backoffice/dist`), served at `/backoffice/`. */
  readonly backofficeBuildDir: string;
  /** Request header a trusted CDN sets to the visitor's ISO country (`cf-ipcountry`), lower case. */
  readonly countryHeader: string;
  /** The site's public origin, where server-side analytics events are posted (never the Host header). */
  readonly publicOrigin: string;
  /** LiveChat license number; the chat stays off when absent. */
  readonly liveChatLicense: string | undefined;
  /** The support team's address (`SUPPORT_EMAIL`), shown beside the contact form. */
  readonly supportEmail: string;
  /** Seed the demo player at start-up (`SEED_DEMO_DATA`); on by default except in production. */
  readonly seedDemoData: boolean;
  /**
   * Seed four weeks of sandbox visits, players and payments for the operator console at start-up
   * (`SEED_DEMO_TRAFFIC`): on by default in development when demo data is seeded, and only into a
   * database with no events yet.
   */
  readonly seedDemoTraffic: boolean;
  /**
   * Days over which an unverified player's cashouts (pending and approved) add up against the
   * KYC threshold of their currency (`KYC_CASHOUT_WINDOW_DAYS`, default 30).
   */
  readonly kycCashoutWindowDays: number;
  /**
   * ISO countries the site takes no players and no payments from (`RESTRICTED_COUNTRIES`, comma
   * separated; default US, FR, AU, IL, KP, IR). See docs/security.md.
   */
  readonly restrictedCountries: ReadonlySet<string>;
  /**
   * A session ends after this many minutes without a request (`SESSION_IDLE_TIMEOUT_MINUTES`,
   * default 7 days), and in any case 30 days after log-in.
   */
  readonly sessionIdleTimeoutMinutes: number;
  /** Payment submits and cashout cancels one client IP may make per minute, whatever the players. */
  readonly paymentsRateLimitPerIpPerMinute: number;
  /** Events (not requests) one client IP may send to the collector per minute. */
  readonly eventsRateLimitEventsPerMinute: number;
  /** Events waiting for a commit beyond which the collector answers 503 with Retry-After. */
  readonly eventsMaxPending: number;
  /**
   * The secret providers sign their notifications with (`PAYMENTS_WEBHOOK_SECRET`, at least 32
   * characters). Required in production with the sandbox on; outside production a fixed
   * development secret stands in, so testers can sign sandbox notifications (docs/sandbox.md).
   */
  readonly paymentsWebhookSecret: string;
  /**
   * Origins the cashier may frame, open or navigate to for a provider's page
   * (`PAYMENT_ORIGINS`, comma separated, https only); the API's own origin is always allowed.
   */
  readonly paymentOrigins: readonly string[];
  /**
   * Seconds after which a payment claimed but never answered by its provider (the server died
   * between the two commits) is looked up at the provider and settled
   * (`PAYMENTS_RECONCILE_AFTER_SECONDS`, default 900).
   */
  readonly paymentsReconcileAfterSeconds: number;
  /** Whether the sandbox providers and their pages are on (`PAYMENTS_SANDBOX`; payments/providers/sandbox-mode.ts). */
  readonly paymentsSandbox: boolean;
  /**
   * Real provider adapters by provider id, each built from its own settings in the environment
   * (payments/providers/real-adapters.ts); they win over the sandbox. None by default.
   */
  readonly paymentsAdapters: Readonly<Partial<Record<ProviderId, ProviderAdapter>>>;
  /**
   * The crypto on-ramp's mode (`PAYMENTS_ONRAMP_MODE`, `production` or `development`): the
   * catalogue's conversion methods and the cashier's config carry it (a real on-ramp adapter
   * would pick the provider's live or test environment by it). `development` unless set:
   * nothing moves real money until it is asked for.
   */
  readonly onRampMode: OnRampMode;
  /**
   * The demo player's password (`DEMO_PLAYER_PASSWORD`): required to seed demo data in
   * production, where the well-known default would open the account to anyone.
   */
  readonly demoPlayerPassword: string | undefined;
  // identity checks (KYC)
  /**
   * How long the sandbox KYC provider takes to decide a check (`KYC_SANDBOX_DECISION_MS`, default
   * 3000): long enough for the player to see `pending`, short enough for a demo.
   */
  readonly kycSandboxDecisionMs: number;
  /** Document uploads and status reads one player may make per minute (`KYC_RATE_LIMIT_PER_MINUTE`). */
  readonly kycRateLimitPerMinute: number;
  /**
   * Which cashouts wait for a reviewer and who may approve them: the auto-approval rule, the
   * second-approval threshold, the agents' limit (console/payments/cashout-approval-config.ts).
   */
  readonly cashoutApproval: CashoutApprovalConfig;
  // Developer loop (decision 051).
  /**
   * How the server writes its log (`LOG_FORMAT`): `pretty`, one readable coloured line per entry
   * (the default in development), or `json`, one JSON object per line for a log pipeline (the
   * default in test and production).
   */
  readonly logFormat: LogFormat;
  /**
   * `npm run dev` (`VITE_DEV=true`): the site and the console come from Vite dev servers in
   * middleware mode (hot module reload, no build), and the CSP only reports. Never in production.
   */
  readonly viteDev: boolean;
  /**
   * Port of the site's hot-reload socket under `npm run dev` (`VITE_HMR_PORT`, default 24678);
   * the console's is the next one.
   */
  readonly viteHmrPort: number;
  // account recovery (decision 053)
  /**
   * Where mail goes (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`). Without it mail
   * lands in the outbox read at `/dev/outbox`, except in production, where none is sent (and the
   * start-up log says so).
   */
  readonly smtpUrl: string | undefined;
  /** The sender of the site's mail (`MAIL_FROM`, default `Playfront <no-reply@playfront.example>`). */
  readonly mailFrom: string;
  /** Minutes a password-reset link works (`PASSWORD_RESET_TTL_MINUTES`, default 30). */
  readonly passwordResetTtlMinutes: number;
  // Several instances (decision 056).
  /**
   * The store the rate limits share across instances (`REDIS_URL`, `redis://` or `rediss://`):
   * Redis or Valkey. Unset, every limit counts in the process's memory (one instance).
   */
  readonly redisUrl: string | undefined;
  // events on ClickHouse (issue 13, decision 057)
  /**
   * Where accepted events go instead of the transactional database (`EVENTS_CLICKHOUSE_URL`,
   * `_USER`, `_PASSWORD`, `_DATABASE`, `_QUEUE_DIR`, `_QUEUE_MAX_MB`); undefined when unset.
   */
  readonly eventsClickhouse: ClickHouseSettings | undefined;
  // consent (issue 14, decision 054)
  /**
   * The legal basis of the affiliate attribution cookies (`ATTRIBUTION_LEGAL_BASIS`):
   * `legitimate_interest` (default) sets them at the visit, `consent` only once the visitor
   * agreed to attribution in the consent banner. Analytics always needs consent.
   */
  readonly attributionLegalBasis: AttributionLegalBasis;
  // KYC documents in an object store (issue 13, decision 063)
  /**
   * The S3-compatible store for identity documents (`KYC_STORAGE_URL`, `_REGION`,
   * `_ACCESS_KEY_ID`, `_SECRET_ACCESS_KEY`); undefined keeps them under DATA_DIR/kyc.
   */
  readonly kycStorage: KycStorageSettings | undefined;
  // protection: the operator's exclusion register (decision 066)
  /**
   * The register of exclusions shared by the operator's brands (`OPERATOR_ID`, `BRAND_ID`,
   * `EXCLUSION_REGISTER_KEY`, `EXCLUSION_REGISTER_DATABASE_URL`).
   */
  readonly exclusionRegister: ExclusionRegisterSettings;
  // privacy: the retention job (decision 066)
  /** What is kept how long, and how often the job runs (`RETENTION_*`, `ANALYTICS_EVENTS_RETENTION_DAYS`). */
  readonly retention: RetentionSettings;
}

/** `false`, a hop count, or proxy addresses/CIDRs (and proxy-addr's names: loopback, …). */
export type TrustProxy = false | number | readonly string[];

function environment(raw: string | undefined): Config['env'] {
  if (raw === undefined || raw === '' || raw === 'development') return 'development';
  if (raw === 'test' || raw === 'production') return raw;
  throw new Error(`NODE_ENV must be development, test or production, got "${raw}"`);
}

export type LogFormat = 'pretty' | 'json';

function logFormat(raw: string | undefined, mode: Config['env']): LogFormat {
  if (raw === undefined || raw === '') return mode === 'development' ? 'pretty' : 'json';
  if (raw === 'pretty' || raw === 'json') return raw;
  throw new Error(`LOG_FORMAT must be pretty or json, got "${raw}"`);
}

function viteDev(raw: string | undefined, mode: Config['env']): boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw !== 'true') throw new Error(`VITE_DEV must be true or false, got "${raw}"`);
  // Vite's dev server compiles on request and opens a HMR socket: a development tool only.
  if (mode === 'production')
    throw new Error('VITE_DEV=true is for development: unset it with NODE_ENV=production');
  return true;
}

function origins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    const url = URL.parse(value);
    if (url === null || url.origin !== value) {
      throw new Error(`ALLOWED_ORIGINS must list origins like https://example.com, got "${value}"`);
    }
    return value;
  });
}

function headerName(raw: string | undefined): string {
  const value = (raw ?? 'cf-ipcountry').trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(value)) throw new Error(`COUNTRY_HEADER must be a header name, got "${value}"`);
  return value;
}

/** The chat widget wants its license as a string of digits; refuse anything else up front. */
function liveChatLicense(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) {
    throw new Error(
      `LIVECHAT_LICENSE must be a string of digits (the LiveChat license number), got ${JSON.stringify(raw)}`,
    );
  }
  return raw;
}

/** One plain address: it is printed on the support page as a `mailto:` link. */
function supportEmail(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'support@playfront.example';
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw)) {
    throw new Error(`SUPPORT_EMAIL must be one e-mail address, got ${JSON.stringify(raw)}`);
  }
  return raw;
}

function publicOrigin(env: Env): string {
  const raw = env.PUBLIC_ORIGIN;
  if (raw === undefined || raw === '') {
    const host = env.HOST === undefined || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
    return `http://${host}:${env.PORT === undefined || env.PORT === '' ? '8080' : env.PORT}`;
  }
  const url = URL.parse(raw);
  if (url === null || url.origin !== raw) {
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://example.com, got "${raw}"`);
  }
  return raw;
}

function botFilter(raw: string | undefined, mode: Config['env']): BotFilter {
  if (raw === undefined || raw === '') return mode === 'production' ? 'all' : 'crawlers';
  const filter = BOT_FILTERS.find((candidate) => candidate === raw);
  if (filter === undefined) {
    throw new Error(`ANALYTICS_BOT_FILTER must be ${BOT_FILTERS.join(' or ')}, got "${raw}"`);
  }
  return filter;
}

const seedDemoData = (raw: string | undefined, mode: Config['env']): boolean =>
  flag('SEED_DEMO_DATA', raw, mode !== 'production');

function countryList(raw: string | undefined): ReadonlySet<string> {
  if (raw === undefined || raw.trim() === '') return new Set(DEFAULT_RESTRICTED_COUNTRIES);
  return new Set(
    raw.split(',').map((entry) => {
      const code = entry.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(code)) {
        throw new Error(`RESTRICTED_COUNTRIES must list ISO country codes like US,FR, got "${entry.trim()}"`);
      }
      return code;
    }),
  );
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_HELP =
  'set TRUST_PROXY to the number of proxies in front of the server (e.g. 1) or to their addresses ' +
  'or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); see docs/deployment/reverse-proxy.md';

/**
 * TRUST_PROXY: absent or `false` trusts no proxy; a number trusts that many hops; a list trusts
 * those addresses. `true` (every hop) is refused: any client could then name its own address in
 * X-Forwarded-For and walk around every per-IP limit.
 */
function trustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(`TRUST_PROXY=true would trust X-Forwarded-For from any client; ${TRUST_PROXY_HELP}`);
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 0 to 10, got "${raw}"`);
    return hops;
  }
  return value.split(',').map((entry) => {
    const proxy = entry.trim();
    if (!PROXY_RANGE_NAMES.has(proxy) && !isAddressOrCidr(proxy)) {
      throw new Error(`TRUST_PROXY: "${proxy}" is not an IP address or CIDR; ${TRUST_PROXY_HELP}`);
    }
    return proxy;
  });
}

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** PAYMENT_ORIGINS: https origins only, written as origins (`https://pay.example`, no path). */
function httpsOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    const url = URL.parse(value);
    if (url?.protocol !== 'https:' || url.origin !== value) {
      throw new Error(`PAYMENT_ORIGINS must list https origins like https://pay.example, got "${value}"`);
    }
    return value;
  });
}

function onRampMode(raw: string | undefined): OnRampMode {
  if (raw === undefined || raw === '') return 'development';
  const mode = ON_RAMP_MODES.find((candidate) => candidate === raw);
  if (mode === undefined) {
    throw new Error(`PAYMENTS_ONRAMP_MODE must be ${ON_RAMP_MODES.join(' or ')}, got "${raw}"`);
  }
  return mode;
}

/** Stands in for PAYMENTS_WEBHOOK_SECRET outside production only; documented in docs/sandbox.md. */
export const DEVELOPMENT_WEBHOOK_SECRET = 'playfront-sandbox-development-secret';

function webhookSecret(env: Env, mode: Config['env']): string {
  const raw = env.PAYMENTS_WEBHOOK_SECRET;
  if (raw === undefined || raw === '') {
    if (mode === 'production' && env.PAYMENTS_SANDBOX === 'true') {
      throw new Error(
        'PAYMENTS_WEBHOOK_SECRET must be set (32 characters or more) when PAYMENTS_SANDBOX=true in ' +
          'production: provider notifications are checked against it',
      );
    }
    return DEVELOPMENT_WEBHOOK_SECRET;
  }
  if (raw.length < 32) throw new Error('PAYMENTS_WEBHOOK_SECRET must be 32 characters or more');
  return raw;
}

function demoPlayerPassword(env: Env, mode: Config['env'], seed: boolean): string | undefined {
  const raw = env.DEMO_PLAYER_PASSWORD;
  if (raw !== undefined && raw !== '') {
    if (raw.length < 10) throw new Error('DEMO_PLAYER_PASSWORD must be 10 characters or more');
    return raw;
  }
  if (seed && mode === 'production') {
    throw new Error(
      'SEED_DEMO_DATA=true in production needs DEMO_PLAYER_PASSWORD: the default demo password is public',
    );
  }
  return undefined;
}

// account recovery (decision 053)
/**
 * SMTP_URL: smtp:// or smtps://. Absent, mail lands in the development outbox, except in
 * production, where the mailer refuses every message and the server says so at start-up
 * (mail/mailer.ts): a production server must not keep players' mail in its database.
 */
function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const url = URL.parse(raw);
  if (url === null || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    // Never echo the value: it may hold the SMTP password.
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL like smtps://user:password@smtp.example.com:465',
    );
  }
  return raw;
}

/** MAIL_FROM: an address, optionally with a display name (`Playfront <no-reply@example.com>`). */
function mailFrom(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'Playfront <no-reply@playfront.example>';
  if (!/^([^<>@\r\n]*<[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)$/.test(raw)) {
    throw new Error(
      `MAIL_FROM must be an address like Playfront <no-reply@example.com>, got ${JSON.stringify(raw)}`,
    );
  }
  return raw;
}

/** REDIS_URL: a redis:// or rediss:// URL, refused at start-up when it is anything else. */
function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const url = URL.parse(raw.trim());
  if (url === null || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379');
  }
  return raw.trim();
}

const DEFAULT_WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));
const DEFAULT_BACKOFFICE_BUILD = fileURLToPath(new URL('../../backoffice/dist', import.meta.url));

export function loadConfig(env: Env = process.env): Config {
  const mode = environment(env.NODE_ENV);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    env: mode,
    logLevel: env.LOG_LEVEL ?? 'info',
    eventsRateLimitPerMinute: integer(env, 'EVENTS_RATE_LIMIT_PER_MINUTE', 600, 1, 10_000_000),
    analyticsBotFilter: botFilter(env.ANALYTICS_BOT_FILTER, mode),
    postbackIntervalMs: integer(env, 'POSTBACK_INTERVAL_MS', 5000, 100, 3_600_000),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000),
    paymentsRateLimitPerMinute: integer(env, 'PAYMENTS_RATE_LIMIT_PER_MINUTE', 30, 1, 10_000_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    cookieSecure: mode === 'production',
    publicOrigin: publicOrigin(env),
    webBuildDir: resolve(env.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD),
    backofficeBuildDir: resolve(env.BACKOFFICE_BUILD_DIR ?? DEFAULT_BACKOFFICE_BUILD),
    countryHeader: headerName(env.COUNTRY_HEADER),
    liveChatLicense: liveChatLicense(env.LIVECHAT_LICENSE),
    supportEmail: supportEmail(env.SUPPORT_EMAIL),
    seedDemoData: seedDemoData(env.SEED_DEMO_DATA, mode),
    // Four weeks of sandbox traffic for the console, on a fresh development database only.
    seedDemoTraffic:
      flag('SEED_DEMO_TRAFFIC', env.SEED_DEMO_TRAFFIC, mode === 'development') &&
      seedDemoData(env.SEED_DEMO_DATA, mode),
    kycCashoutWindowDays: integer(env, 'KYC_CASHOUT_WINDOW_DAYS', 30, 1, 3650),
    restrictedCountries: countryList(env.RESTRICTED_COUNTRIES),
    sessionIdleTimeoutMinutes: integer(env, 'SESSION_IDLE_TIMEOUT_MINUTES', 7 * 24 * 60, 5, 30 * 24 * 60),
    paymentsRateLimitPerIpPerMinute: integer(
      env,
      'PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE',
      120,
      1,
      10_000_000,
    ),
    eventsRateLimitEventsPerMinute: integer(
      env,
      'EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE',
      12_000,
      1,
      1_000_000_000,
    ),
    eventsMaxPending: integer(env, 'EVENTS_MAX_PENDING', 20_000, 500, 10_000_000),
    paymentsWebhookSecret: webhookSecret(env, mode),
    paymentsSandbox: sandboxEnabled({ env: mode }, env),
    paymentsAdapters: realAdapters(env),
    onRampMode: onRampMode(env.PAYMENTS_ONRAMP_MODE),
    paymentOrigins: httpsOrigins(env.PAYMENT_ORIGINS),
    paymentsReconcileAfterSeconds: integer(env, 'PAYMENTS_RECONCILE_AFTER_SECONDS', 900, 5, 86_400),
    demoPlayerPassword: demoPlayerPassword(env, mode, seedDemoData(env.SEED_DEMO_DATA, mode)),
    kycSandboxDecisionMs: integer(env, 'KYC_SANDBOX_DECISION_MS', 3000, 0, 600_000),
    kycRateLimitPerMinute: integer(env, 'KYC_RATE_LIMIT_PER_MINUTE', 60, 1, 100_000),
    cashoutApproval: loadCashoutApprovalConfig(env, mode),
    logFormat: logFormat(env.LOG_FORMAT, mode),
    viteDev: viteDev(env.VITE_DEV, mode),
    viteHmrPort: integer(env, 'VITE_HMR_PORT', 24678, 1024, 65534),
    // account recovery (decision 053)
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM),
    passwordResetTtlMinutes: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 30, 5, 1440),
    // Several instances (decision 056).
    redisUrl: redisUrl(env.REDIS_URL),
    // events on ClickHouse (issue 13, decision 057)
    eventsClickhouse: clickHouseConfig(env, resolve(env.DATA_DIR ?? 'data')),
    attributionLegalBasis: attributionLegalBasis(env.ATTRIBUTION_LEGAL_BASIS),
    // KYC documents in an object store (issue 13, decision 063)
    kycStorage: kycStorageConfig(env, mode),
    // protection: the operator's exclusion register (decision 066)
    exclusionRegister: exclusionRegisterSettings(env, mode, publicOrigin(env)),
    // privacy: the retention job (decision 066)
    retention: retentionSettings(env),
  };
}

/** `legitimate_interest` unless set; a misspelt basis stops the start rather than track by default. */
function attributionLegalBasis(raw: string | undefined): AttributionLegalBasis {
  if (raw === undefined || raw === '') return 'legitimate_interest';
  const basis = ATTRIBUTION_LEGAL_BASES.find((value) => value === raw);
  if (basis === undefined) {
    throw new Error(
      `ATTRIBUTION_LEGAL_BASIS must be one of ${ATTRIBUTION_LEGAL_BASES.join(', ')}, got "${raw}"`,
    );
  }
  return basis;
}
