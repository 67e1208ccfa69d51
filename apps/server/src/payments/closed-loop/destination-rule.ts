import { createHash } from 'node:crypto';
import type { FieldDefinition, PaymentAction, PaymentMethod, SubmitRequest } from '@playfront/contracts';

/**
 * How a method's cashouts are held to the player's own deposits (closed loop), decided from the
 * catalogue (docs/decisions/018-closed-loop-cashouts.md):
 * - `card`: to a saved card (saved only once a deposit with it is approved) or, with no saved
 *   card, back to the card of an approved deposit with the method (the acquirer pays out to it);
 * - `account`: to the account (e-mail, phone, wallet or account number, CPF, the open-banking
 *   linked account, the SEPA payer IBAN) of an approved deposit with the method, compared by the
 *   account fields;
 * - `method`: the cashout form names an account the deposit form does not ask for (PayPal's
 *   e-mail, a bank's IBAN behind a redirect): an approved deposit with the method is required,
 *   and the provider pays out to the account it saw that deposit come from;
 * - `exempt`: crypto: a deposit's sending address is often an exchange's, not the player's;
 *   crypto cashouts need a verified player instead.
 */
export type DestinationRule =
  | { readonly kind: 'card' }
  | {
      readonly kind: 'account';
      readonly depositFields: readonly string[];
      readonly cashoutFields: readonly string[];
    }
  | { readonly kind: 'method' }
  | { readonly kind: 'exempt' };

/** Field types that name an account: what a deposit and a cashout are compared by. */
const ACCOUNT_FIELD_TYPES: ReadonlySet<FieldDefinition['type']> = new Set(['email', 'tel', 'text', 'hidden']);

/**
 * Methods whose deposit and cashout forms name the same account under different fields: the
 * SEPA transfer's payer IBAN on deposit is the IBAN to pay out to.
 */
const ACCOUNT_FIELD_PAIRS: Readonly<Record<string, { deposit: string[]; cashout: string[] }>> = {
  'bank-iban': { deposit: ['bankiban'], cashout: ['iban_cashout'] },
};

const forAction = (field: FieldDefinition, action: PaymentAction) =>
  field.actions === undefined || field.actions.includes(action);

/** The rule a method's cashouts follow. */
export function destinationRule(method: PaymentMethod): DestinationRule {
  if (method.type === 'crypto') return { kind: 'exempt' };
  if (method.type === 'cards') return { kind: 'card' };
  const pair = ACCOUNT_FIELD_PAIRS[method.id];
  if (pair !== undefined)
    return { kind: 'account', depositFields: pair.deposit, cashoutFields: pair.cashout };
  // An account field both forms ask for; read-only echoes of a linked account are not asked.
  const shared = method.fields
    .filter(
      (field) => ACCOUNT_FIELD_TYPES.has(field.type) && !('readOnly' in field && field.readOnly === true),
    )
    .filter((field) => forAction(field, 'deposit') && forAction(field, 'cashout'))
    .map((field) => field.name);
  if (shared.length > 0) return { kind: 'account', depositFields: shared, cashoutFields: shared };
  return { kind: 'method' };
}

/** One account value as compared: no spaces, one case (e-mails, IBANs and phones alike). */
const normalize = (value: SubmitRequest['fields'][string] | undefined): string =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : '';

/**
 * The key of the account a payment names: a SHA-256 of the method and the account fields'
 * normalized values, so the table keeps no e-mail, phone or IBAN. Null when the method's rule
 * compares no account or the form left the account empty.
 */
export function destinationKey(
  method: PaymentMethod,
  action: PaymentAction,
  fields: SubmitRequest['fields'],
): string | null {
  const rule = destinationRule(method);
  if (rule.kind !== 'account') return null;
  const names = action === 'deposit' ? rule.depositFields : rule.cashoutFields;
  const values = names.map((name) => normalize(fields[name]));
  if (values.every((value) => value === '')) return null;
  return createHash('sha256')
    .update([method.id, ...values].join('\0'))
    .digest('hex');
}
