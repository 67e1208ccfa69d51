import { checkDatabaseUrl } from '../../db/database-url.ts';
import type { Env } from '../../config-values.ts';

/** The operator's exclusion register settings (decision 066, docs/privacy.md). */
export interface ExclusionRegisterSettings {
  /** The operator whose brands share the register (`OPERATOR_ID`, default `default`). */
  readonly operatorId: string;
  /** This deployment's brand (`BRAND_ID`, default the host of PUBLIC_ORIGIN). */
  readonly brandId: string;
  /** The HMAC key of the identity hashes, the same on every brand (`EXCLUSION_REGISTER_KEY`). */
  readonly key: string;
  /**
   * The PostgreSQL database the operator's brands share (`EXCLUSION_REGISTER_DATABASE_URL`);
   * undefined keeps the register a table of this deployment's own database (one brand).
   */
  readonly databaseUrl: string | undefined;
}

/**
 * Outside production and with a register of its own database only: a fixed key. The players
 * table next to it holds the plain e-mails anyway; a shared register needs a real secret.
 */
const DEVELOPMENT_REGISTER_KEY = 'playfront-development-exclusion-register-key';

const ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;

function id(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!ID.test(raw)) throw new Error(`${name} must be 1 to 64 of a-z, 0-9, '.', '_' and '-', got "${raw}"`);
  return raw;
}

export function exclusionRegisterSettings(
  env: Env,
  mode: 'development' | 'test' | 'production',
  publicOrigin: string,
): ExclusionRegisterSettings {
  const rawUrl = env.EXCLUSION_REGISTER_DATABASE_URL;
  const databaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;
  if (databaseUrl !== undefined) checkDatabaseUrl(databaseUrl);
  const rawKey = env.EXCLUSION_REGISTER_KEY;
  let key = DEVELOPMENT_REGISTER_KEY;
  if (rawKey !== undefined && rawKey !== '') {
    if (rawKey.length < 32) throw new Error('EXCLUSION_REGISTER_KEY must be 32 characters or more');
    key = rawKey;
  } else if (mode === 'production' && databaseUrl !== undefined) {
    throw new Error(
      'EXCLUSION_REGISTER_KEY must be set (32 characters or more, the same on every brand) when ' +
        'EXCLUSION_REGISTER_DATABASE_URL is: the shared register keeps only hashes made with it',
    );
  }
  const host = new URL(publicOrigin).hostname.toLowerCase();
  return {
    operatorId: id(env, 'OPERATOR_ID', 'default'),
    brandId: id(env, 'BRAND_ID', ID.test(host) ? host : 'default'),
    key,
    databaseUrl,
  };
}
