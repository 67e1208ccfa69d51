import { resolve } from 'node:path';

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
  /** Trust X-Forwarded-* from a proxy in front (for client IPs in rate limits). */
  readonly trustProxy: boolean;
  /** Origins besides the server's own allowed to send state-changing API requests. */
  readonly allowedOrigins: readonly string[];
  /** Cookies carry `Secure` everywhere but in development and tests on plain-HTTP loopback. */
  readonly cookieSecure: boolean;
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
    trustProxy: env.TRUST_PROXY === 'true',
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    cookieSecure: mode === 'production',
  };
}
