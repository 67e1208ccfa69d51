import { isErrorCode, type ErrorCode } from '@playfront/contracts';
import type { Move } from './move-transaction.ts';
import type { ProviderResult } from './provider-result.ts';

/**
 * The code of a provider answer the server cannot read: a result of no known type, or a refusal
 * with a code outside the closed list (a provider's own code nobody mapped). The money may have
 * moved, so the transaction stays pending and the player is told to check the history first.
 */
export const UNREADABLE_RESULT_CODE: ErrorCode = 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR';

const RESULT_TYPES: ReadonlySet<string> = new Set<ProviderResult['type']>([
  'approved',
  'declined',
  'pending',
  'redirect',
  'challenge',
  'cancelled',
  'failed',
]);

/**
 * Whether the pipeline can act on `result`. Adapters are typed, but a real one builds its result
 * from a provider's JSON at run time, where a cast can let anything through.
 */
export function isReadableResult(result: ProviderResult): boolean {
  if (!RESULT_TYPES.has(result.type)) return false;
  if (result.type === 'declined' || result.type === 'failed') return isErrorCode(result.code);
  return true;
}

/**
 * The one mapping from what a provider said to where its transaction stands, used by the submit
 * pipeline (the first answer), the provider notifications and the reconcile job alike:
 * - no answer (the call threw or timed out): stays `pending`, the provider may have it;
 * - an unreadable answer: stays `pending` with UNREADABLE_RESULT_CODE;
 * - `approved` → approved (error cleared), `declined` / `failed` → themselves with the code,
 *   `cancelled` → cancelled, `pending` → pending, `redirect` / `challenge` → action_required.
 */
export function moveForResult(result: ProviderResult | undefined): Move {
  if (result === undefined) return { to: 'pending' };
  const base = { providerReference: result.reference, providerData: result.data };
  if (!isReadableResult(result)) return { ...base, to: 'pending', errorCode: UNREADABLE_RESULT_CODE };
  switch (result.type) {
    case 'approved':
      return { ...base, to: 'approved', errorCode: null, saveInstrument: result.saveInstrument };
    case 'declined':
      return { ...base, to: 'declined', errorCode: result.code };
    case 'failed':
      return { ...base, to: 'failed', errorCode: result.code };
    case 'cancelled':
      return { ...base, to: 'cancelled' };
    case 'pending':
      return { ...base, to: 'pending' };
    case 'redirect':
    case 'challenge':
      return { ...base, to: 'action_required' };
  }
}
