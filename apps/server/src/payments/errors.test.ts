import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@playfront/contracts';
import {
  isPaymentsApiErrorCode,
  PAYMENTS_API_ERROR_CODES,
  PAYMENTS_API_ERRORS,
  PaymentsRequestError,
  refusal,
} from './errors.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../../../..');

/** Every non-test TypeScript file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The SCREAMING_SNAKE string literals the payments source names: what it may answer as a code. */
function codesNamedIn(files: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) {
      named.add(match[1] ?? '');
    }
  }
  return named;
}

describe('given the payments API error codes', () => {
  it('should give every code one HTTP error status', () => {
    for (const code of PAYMENTS_API_ERROR_CODES) {
      expect(PAYMENTS_API_ERRORS[code], code).toBeGreaterThanOrEqual(400);
      expect(PAYMENTS_API_ERRORS[code], code).toBeLessThan(600);
      const error = new PaymentsRequestError(code, 'why');
      expect(error).toMatchObject({ code, statusCode: PAYMENTS_API_ERRORS[code], message: 'why' });
      expect(refusal(code, 'why')).toMatchObject({ statusCode: PAYMENTS_API_ERRORS[code], code });
      expect(refusal(code, 'why').error, code).toMatch(/^[A-Z]/);
    }
    expect(isPaymentsApiErrorCode('CALLBACK_REJECTED')).toBe(true);
    expect(isPaymentsApiErrorCode('toString')).toBe(false);
  });

  it('should not reuse a payment error code of the contracts', () => {
    const payment = new Set<string>(ERROR_CODES);
    expect(PAYMENTS_API_ERROR_CODES.filter((code) => payment.has(code))).toEqual([]);
  });

  it('should list every code the payments source names, and name none outside the two lists', () => {
    const named = codesNamedIn([...sources(here), ...sources(join(here, '../routes/payments'))]);
    const known = new Set<string>([...ERROR_CODES, ...PAYMENTS_API_ERROR_CODES]);
    expect([...named].filter((code) => !known.has(code)).sort()).toEqual([]);
    // And none of ours is dead: each is answered somewhere (UNAUTHORIZED by the players plugin).
    const unused = PAYMENTS_API_ERROR_CODES.filter((code) => !named.has(code));
    expect(unused).toEqual(['UNAUTHORIZED']);
  });

  it('should document every code in the payments API docs', () => {
    const docs = ['payments-read.md', 'payments-submit.md']
      .map((name) => readFileSync(join(repo, 'docs/api', name), 'utf8'))
      .join('\n');
    const missing = PAYMENTS_API_ERROR_CODES.filter((code) => !docs.includes(`\`${code}\``));
    expect(missing).toEqual([]);
  });
});
