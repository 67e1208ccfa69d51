import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from '@playfront/contracts/field-rules';
import englishValidationText from '@playfront/contracts/field-rules/text/en';
import { DEFAULT_MESSAGES, createTranslate, fallbackText } from './messages.ts';
import ar from './locales/ar.ts';

describe('DEFAULT_MESSAGES', () => {
  it('has English text for every validation key the field rules answer', () => {
    for (const [key, text] of Object.entries(englishValidationText))
      expect(DEFAULT_MESSAGES[key], key).toBe(text);
    // Every key a rule can answer has its text, a counting one in its plural forms.
    for (const key of VALIDATION_KEYS)
      expect(DEFAULT_MESSAGES[key] ?? DEFAULT_MESSAGES[`${key}_other`], key).toBeDefined();
  });
});

describe('createTranslate', () => {
  it('fills parameters, keeps unknown placeholders and answers a missing key as itself', () => {
    const t = createTranslate({ greeting: 'Hello {name}, {missing}' });
    expect(t('greeting', { name: 'Ann' })).toBe('Hello Ann, {missing}');
    expect(t('nope')).toBe('nope');
  });

  it('words counts and sizes in the plural form and units of the language', () => {
    const english = createTranslate();
    expect(english('duration.hours', { count: 1 })).toBe('1 hour');
    expect(english('duration.hours', { count: 2 })).toBe('2 hours');
    expect(english('form.errors', { count: 1 })).toBe('1 field needs your attention.');
    expect(english('validation.attachment.size', { maxSizeBytes: 5 * 1024 * 1024 })).toBe(
      'This file is too large (at most 5 MB).',
    );
    const arabic = createTranslate({ ...DEFAULT_MESSAGES, ...ar }, fallbackText, 'ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic('duration.hours', { count }))).toEqual([
      '0 ساعة',
      'ساعة واحدة',
      'ساعتان',
      '3 ساعات',
      '11 ساعة',
      '100 ساعة',
    ]);
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
