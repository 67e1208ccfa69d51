import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RESTRICTED_COUNTRIES } from './compliance/restricted-countries.ts';

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
  /** Log-in and registration attempts one client may make per minute. */
  readonly authRateLimitPerMinute: number;
  /** Payment submits and cashout cancels one session may make per minute. */
  readonly paymentsRateLimitPerMinute: number;
  /** Trust X-Forwarded-* from a proxy in front (for client IPs in rate limits). */
  readonly trustProxy: boolean;
  /** Origins besides the server's own allowed to send state-changing API requests. */
  readonly allowedOrigins: readonly string[];
  /** Cookies carry `Secure` everywhere but in development and tests on plain-HTTP loopback. */
  readonly cookieSecure: boolean;
  /** Folder of the site's React Router build (`apps/web/build`), served at `/`. */
  readonly webBuildDir: string;
  /** Request header a trusted CDN sets to the visitor's ISO country (`cf-ipcountry`), lower case. */
  readonly countryHeader: string;
  /** The site's public origin, where server-side analytics events are posted (never the Host header). */
  readonly publicOrigin: string;
  /** LiveChat license number; the chat stays off when absent. */
  readonly liveChatLicense: string | undefined;
  /** Seed the demo player at start-up (`SEED_DEMO_DATA`); on by default except in production. */
  readonly seedDemoData: boolean;
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
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function environment(raw: string | undefined): Config['env'] {
  if (raw === undefined || raw === '' || raw === 'development') return 'development';
  if (raw === 'test' || raw === 'production') return raw;
  throw new Error(`NODE_ENV must be development, test or production, got "${raw}"`);
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

function seedDemoData(raw: string | undefined, mode: Config['env']): boolean {
  if (raw === undefined || raw === '') return mode !== 'production';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`SEED_DEMO_DATA must be true or false, got "${raw}"`);
}

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

const DEFAULT_WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));

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
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000),
    paymentsRateLimitPerMinute: integer(env, 'PAYMENTS_RATE_LIMIT_PER_MINUTE', 30, 1, 10_000_000),
    trustProxy: env.TRUST_PROXY === 'true',
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    cookieSecure: mode === 'production',
    publicOrigin: publicOrigin(env),
    webBuildDir: resolve(env.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD),
    countryHeader: headerName(env.COUNTRY_HEADER),
    liveChatLicense: liveChatLicense(env.LIVECHAT_LICENSE),
    seedDemoData: seedDemoData(env.SEED_DEMO_DATA, mode),
    kycCashoutWindowDays: integer(env, 'KYC_CASHOUT_WINDOW_DAYS', 30, 1, 3650),
    restrictedCountries: countryList(env.RESTRICTED_COUNTRIES),
    sessionIdleTimeoutMinutes: integer(env, 'SESSION_IDLE_TIMEOUT_MINUTES', 7 * 24 * 60, 5, 30 * 24 * 60),
  };
}
