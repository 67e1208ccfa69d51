import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from '@playfront/contracts/field-rules';
import englishValidationText from '@playfront/contracts/field-rules/text/en';
import { DEFAULT_MESSAGES, createTranslate, fallbackText, interpolate } from './messages.ts';

describe('DEFAULT_MESSAGES', () => {
  it('has English text for every validation key the field rules answer', () => {
    for (const key of VALIDATION_KEYS) expect(DEFAULT_MESSAGES[key], key).toBe(englishValidationText[key]);
  });
});

describe('createTranslate', () => {
  it('fills parameters, keeps unknown placeholders and answers a missing key as itself', () => {
    const t = createTranslate({ greeting: 'Hello {name}, {missing}' });
    expect(t('greeting', { name: 'Ann' })).toBe('Hello Ann, {missing}');
    expect(t('nope')).toBe('nope');
    expect(interpolate('{count} left', { count: 3 })).toBe('3 left');
  });

  it('reads a server field key it does not know as its last part, never as the key', () => {
    const t = createTranslate({}, fallbackText);
    expect(t('payments.fields.new_wallet_id')).toBe('New wallet id');
    expect(t('checkout.unknown')).toBe('checkout.unknown');
  });

  it('names a bank by its proper name in any language', () => {
    const german = createTranslate({ 'payments.fields.bank': 'Bank' }, fallbackText);
    expect(german('payments.banks.banco_de_bogota')).toBe('Banco de Bogotá');
    expect(german('payments.banks.pko_bp')).toBe('PKO Bank Polski');
  });
});
