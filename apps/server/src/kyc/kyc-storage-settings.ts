import type { Env } from '../config-values.ts';
/** The S3-compatible object store for KYC documents (`KYC_STORAGE_*`, docs/deploy.md). */
export interface KycStorageSettings {
  /** Where documents go, ending in `/`: bucket and key prefix, path or virtual-hosted style. */
  readonly url: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Reads `KYC_STORAGE_URL` and its credentials; undefined (documents on the local disk) when the
 * URL is unset. In production the store must be reached over https, except on this machine.
 */
export function kycStorageConfig(
  env: Env,
  mode: 'development' | 'test' | 'production',
): KycStorageSettings | undefined {
  const raw = env.KYC_STORAGE_URL?.trim() ?? '';
  if (raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`KYC_STORAGE_URL must be the URL of a bucket (and key prefix), got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`KYC_STORAGE_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol === 'http:' && mode === 'production' && !LOOPBACK.has(url.hostname)) {
    throw new Error('KYC_STORAGE_URL must use https in production: identity documents travel in it');
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(
      'KYC_STORAGE_URL takes no query, fragment or credentials (use KYC_STORAGE_ACCESS_KEY_ID)',
    );
  }
  const accessKeyId = env.KYC_STORAGE_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.KYC_STORAGE_SECRET_ACCESS_KEY ?? '';
  if (accessKeyId === '' || secretAccessKey === '') {
    throw new Error('KYC_STORAGE_URL needs KYC_STORAGE_ACCESS_KEY_ID and KYC_STORAGE_SECRET_ACCESS_KEY');
  }
  const region = env.KYC_STORAGE_REGION?.trim() || 'us-east-1';
  // Keys are appended to the URL's path: without the slash, the last segment would be replaced.
  const href = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return { url: href, region, accessKeyId, secretAccessKey };
}
