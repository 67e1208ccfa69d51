import { createHash } from 'node:crypto';
import type { FieldDefinition, SubmitRequest } from '@playfront/contracts';
import { cardBrand, cardDigits } from '@playfront/contracts/field-rules';

/** Field types whose values are secrets: not even their hash is kept. */
const SECRET_TYPES: ReadonlySet<string> = new Set(['credit_card_number', 'cvv', 'password']);

/** JSON with object keys sorted at every level, so equal bodies give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What stands for a secret value in the fingerprint: enough to tell two cards apart, not to find one. */
function secretStandIn(type: string, value: string | boolean): string {
  if (typeof value !== 'string') return String(value);
  if (type === 'credit_card_number') {
    const digits = cardDigits(value);
    return `card:${cardBrand(digits)}:${digits.length}:${digits.slice(-4)}`;
  }
  return 'secret';
}

/**
 * The SHA-256 of the canonical body, telling a repeated request from a different one under the
 * same Idempotency-Key. Secret field values (card number, CVV, PINs) enter only as a stand-in
 * (brand, length and last four of a card), because the hash of a card number with a known
 * prefix and last four can be reversed by trying the few million numbers left.
 */
export function requestFingerprint(body: SubmitRequest, formFields: readonly FieldDefinition[]): string {
  const types = new Map(formFields.map((field) => [field.name, field.type]));
  const fields: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(body.fields)) {
    const type = types.get(name);
    fields[name] = type !== undefined && SECRET_TYPES.has(type) ? secretStandIn(type, value) : value;
  }
  return createHash('sha256')
    .update(canonicalJson({ ...body, fields }))
    .digest('hex');
}
