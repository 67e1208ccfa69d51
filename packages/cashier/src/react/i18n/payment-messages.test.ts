import { PAYMENT_TEXT_KEYS } from '@playfront/contracts';
import { describe, expect, it } from 'vitest';
import { BANK_NAMES } from './bank-names.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';

describe('the text of the payments API keys', () => {
  it('covers every key the API may send, banks by name and the rest in English', () => {
    const covered = new Set([...Object.keys(PAYMENT_MESSAGES), ...Object.keys(BANK_NAMES)]);
    const missing = PAYMENT_TEXT_KEYS.filter((key) => !covered.has(key));
    expect(missing, `no text for: ${missing.join(', ')}`).toEqual([]);
  });

  it('keeps no text for a key the API no longer sends', () => {
    const known = new Set<string>(PAYMENT_TEXT_KEYS);
    const stale = [...Object.keys(PAYMENT_MESSAGES), ...Object.keys(BANK_NAMES)].filter(
      (key) => !known.has(key),
    );
    expect(stale).toEqual([]);
  });

  it('keeps bank names out of the translated text', () => {
    expect(Object.keys(PAYMENT_MESSAGES).filter((key) => key.startsWith('payments.banks.'))).toEqual([]);
    expect(Object.keys(BANK_NAMES).every((key) => key.startsWith('payments.banks.'))).toBe(true);
  });
});
