import type { CurrencyCode, FieldDefinition, PaymentAction, SubmitRequest } from '@playfront/contracts';
import { cardDigits } from '@playfront/contracts/field-rules';
import type { FieldInput } from '@playfront/contracts/field-rules';
import { parseMoneyForCurrency } from '../money/format-money.ts';

/** What a submit is built from: the form as the player left it and where it came from. */
export interface BuildSubmitRequestInput {
  methodId: string;
  /** The version of the fields the form was built from (`getMethodFields`). */
  fieldsVersion: string;
  action: PaymentAction;
  currency: CurrencyCode;
  fields: readonly FieldDefinition[];
  values: Readonly<Record<string, FieldInput>>;
  /** Locale the amount was typed in (`1.234,50` in `de-DE`). */
  locale: string;
  /** A fixed amount in minor units (fast deposit); otherwise read from the `amount` field. */
  amount?: number;
  savedProfileId?: string;
  hasWallet?: boolean;
  /** Where a provider's page sends the player back to; kept only when it is a same-origin path. */
  returnUrl?: string;
  /** The signed crypto quote a crypto method paid from a fiat account needs (decision 040). */
  quoteToken?: string;
}

export type BuildSubmitRequestResult =
  { ok: true; request: SubmitRequest } | { ok: false; reason: 'amount_missing' | 'amount_invalid' };

// Mirrors the contract's ReturnPathSchema: a path on this site, never `//host` or `/\host`.
const RETURN_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/** Keeps `returnUrl` when it is a same-origin path of at most 512 characters; otherwise drops it. */
export function sameOriginPath(returnUrl: string | undefined): string | undefined {
  if (returnUrl === undefined || returnUrl.length > 512) return undefined;
  return RETURN_PATH.test(returnUrl) ? returnUrl : undefined;
}

/** True when `value` is a same-origin path the contract accepts as `client.returnUrl`. */
export function isReturnPath(value: string): boolean {
  return sameOriginPath(value) !== undefined;
}

function amountOf(input: BuildSubmitRequestInput): number | undefined {
  if (input.amount !== undefined) return input.amount;
  const field = input.fields.find((candidate) => candidate.type === 'amount');
  const value = field === undefined ? undefined : input.values[field.name];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = parseMoneyForCurrency(value, input.currency, input.locale);
  return parsed.ok ? parsed.minor : Number.NaN;
}

// Display-only types carry nothing to send; the amount travels as `amount`.
const NOT_SENT = new Set<FieldDefinition['type']>(['amount', 'banner', 'button', 'attachment']);

function fieldValues(input: BuildSubmitRequestInput): SubmitRequest['fields'] {
  const out: Record<string, string | boolean> = {};
  const byName = new Map(input.fields.map((field) => [field.name, field]));
  for (const [name, value] of Object.entries(input.values)) {
    const field = byName.get(name);
    if (field !== undefined && NOT_SENT.has(field.type)) continue;
    if (typeof value === 'boolean') out[name] = value;
    else if (typeof value === 'string') {
      // Card numbers are typed with gaps; the server wants digits.
      out[name] = field?.type === 'credit_card_number' ? cardDigits(value) : value;
    }
  }
  return out;
}

/** Turns a valid form into the contract's `SubmitRequest` (amount in integer minor units). */
export function buildSubmitRequest(input: BuildSubmitRequestInput): BuildSubmitRequestResult {
  const amount = amountOf(input);
  if (amount === undefined) return { ok: false, reason: 'amount_missing' };
  if (!Number.isSafeInteger(amount) || amount < 1) return { ok: false, reason: 'amount_invalid' };
  const returnUrl = sameOriginPath(input.returnUrl);
  const request: SubmitRequest = {
    methodId: input.methodId,
    action: input.action,
    currency: input.currency,
    amount,
    fieldsVersion: input.fieldsVersion,
    fields: fieldValues(input),
    client: {
      hasWallet: input.hasWallet ?? false,
      ...(returnUrl === undefined ? {} : { returnUrl }),
    },
    ...(input.savedProfileId === undefined ? {} : { savedProfileId: input.savedProfileId }),
    ...(input.quoteToken === undefined ? {} : { quoteToken: input.quoteToken }),
  };
  return { ok: true, request };
}
