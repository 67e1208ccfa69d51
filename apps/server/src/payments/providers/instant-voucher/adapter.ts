import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';
import { sandboxAdapter, sandboxReference } from '../sandbox/sandbox-adapter.ts';

/** Voucher codes (or PINs) starting with this are approved. */
export const APPROVED_VOUCHER_PREFIX = '0000';
/** Voucher codes starting with this were used already: declined. */
export const USED_VOUCHER_PREFIX = '9999';

/** Field types a voucher's code is typed into. */
const CODE_TYPES: ReadonlySet<string> = new Set(['code', 'password']);

/**
 * Prepaid vouchers (Neosurf, Flexepin, CASHlib, Jeton Cash): the code is checked and spent at
 * once, so the submit answers `notify` with the deposit done, or a decline. Codes starting
 * `0000` are approved, `9999` were used already, any other code is unknown to the sandbox.
 * A voucher whose PIN is typed on the provider's own page (Paysafecard: no code field) goes to
 * the sandbox provider page instead.
 */
export function createInstantVoucherSandbox(): ProviderAdapter {
  const onProviderPage = redirectPageSandbox('instant-voucher');
  return sandboxAdapter('instant-voucher', {
    initiate: (context) => {
      const field = context.method.fields.find((candidate) => CODE_TYPES.has(candidate.type));
      if (field === undefined) return onProviderPage.initiate(context);
      const value = context.fields[field.name];
      const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
      const reference = sandboxReference('voucher');
      if (code.startsWith(APPROVED_VOUCHER_PREFIX)) return Promise.resolve({ type: 'approved', reference });
      return Promise.resolve({
        type: 'declined',
        code: 'PAYMENT_PROCESSING_ERROR',
        message: code.startsWith(USED_VOUCHER_PREFIX)
          ? context.text('voucher.used')
          : context.text('voucher.invalid'),
        reference,
      });
    },
    handleCallback: (context) => onProviderPage.handleCallback(context),
  });
}
