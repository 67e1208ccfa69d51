import type { Env } from '../../config-values.ts';
/**
 * Whether the sandbox providers and their pages (`/sandbox/…`) are on. They are outside
 * production; in production only when `PAYMENTS_SANDBOX=true` (a staging site, the benchmark).
 * `PAYMENTS_SANDBOX=false` turns them off anywhere. With them off and no real adapter
 * registered, every method answers DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND: a sandbox that
 * approves test cards must never run where real money is expected.
 */
export function sandboxEnabled(
  config: { readonly env: 'development' | 'test' | 'production' },
  env: Env = process.env,
): boolean {
  const raw = env.PAYMENTS_SANDBOX;
  if (raw === undefined || raw === '') return config.env !== 'production';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`PAYMENTS_SANDBOX must be true or false, got "${raw}"`);
}
