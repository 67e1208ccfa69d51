import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../payments/field-definition.ts';
import { parseInternationalPhone } from './phone.ts';
import { validateField } from './validate-field.ts';
import { validateFields } from './validate-form.ts';
import type { FieldInput, ValidationContext } from './messages.ts';

const labelKey = 'payments.fields.x';
const text = (type: string, name = type, extra: object = {}) =>
  ({ name, type, required: true, labelKey, ...extra }) as FieldDefinition;

const onSubmit = (field: FieldDefinition, value: FieldInput, context: ValidationContext = {}) =>
  validateField(field, value, { mode: 'submit', context })?.key ?? null;

describe('given a required field left empty', () => {
  it('should report validation.required on submit and nothing on blur', () => {
    const field = text('email');
    expect(validateField(field, '', { mode: 'submit' })).toEqual({ key: 'validation.required' });
    expect(validateField(field, '  ', { mode: 'blur' })).toBeNull();
  });

  it('should let an optional empty field pass', () => {
    expect(onSubmit(text('email', 'email', { required: false }), '')).toBeNull();
  });
});

describe('given card fields', () => {
  const card = text('credit_card_number', 'card_number');
  const cvv = text('cvv');

  it('should accept the known test cards and name the failed check otherwise', () => {
    for (const number of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '4000000000000002',
      '4000000000003220',
    ]) {
      expect(onSubmit(card, number)).toBeNull();
    }
    expect(onSubmit(card, '4242 4242 4242 4242')).toBeNull();
    expect(onSubmit(card, '4242424242424241')).toBe('validation.card_number.luhn');
    expect(onSubmit(card, '42424242424242')).toBe('validation.card_number.length');
    expect(onSubmit(card, '4242x')).toBe('validation.card_number.format');
    // A scheme the detection data does not know: 12 to 19 digits and Luhn, as the acquirer decides.
    expect(onSubmit(card, '9999999999999995')).toBeNull();
    expect(onSubmit(card, '9999999999999994')).toBe('validation.card_number.luhn');
    expect(onSubmit(card, '99999999995')).toBe('validation.card_number.length');
    expect(onSubmit(card, '9792 0000 0000 0003')).toBeNull();
  });

  it('should want a 4-digit CVV for American Express and 3 digits otherwise', () => {
    expect(onSubmit(cvv, '1234', { cardNumber: '378282246310005' })).toBeNull();
    expect(validateField(cvv, '123', { mode: 'blur', context: { cardNumber: '378282246310005' } })).toEqual({
      key: 'validation.cvv.length',
      params: { count: 4 },
    });
    expect(onSubmit(cvv, '123', { cardNumber: '4242424242424242' })).toBeNull();
    expect(onSubmit(cvv, '1234', { cardNumber: '4242424242424242' })).toBe('validation.cvv.length');
  });

  it('should check the CVV against the form card number in validateFields', () => {
    const problems = validateFields([card, cvv], { card_number: '378282246310005', cvv: '123' });
    expect(Object.keys(problems)).toEqual(['cvv']);
  });
});

describe('given a card expiry date and a fixed clock', () => {
  const expiry = text('card_expiry_date', 'expiry_date');

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 5, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should accept this month and later, and refuse the past', () => {
    expect(onSubmit(expiry, '06/26')).toBeNull();
    expect(onSubmit(expiry, '12/2030')).toBeNull();
    expect(onSubmit(expiry, '05/26')).toBe('validation.card_expiry_date.past');
    expect(onSubmit(expiry, '13/27')).toBe('validation.card_expiry_date.format');
    expect(onSubmit(expiry, '1227')).toBe('validation.card_expiry_date.format');
    expect(onSubmit(expiry, '01/60')).toBe('validation.card_expiry_date.too_far');
  });

  it('should never accept a month before the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 * 26 }), (monthsAgo) => {
        const date = new Date(2026, 5 - monthsAgo, 1);
        const value = `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear() % 100).padStart(2, '0')}`;
        expect(onSubmit(expiry, value)).toBe('validation.card_expiry_date.past');
      }),
    );
  });
});

describe('given bank-account fields holding an IBAN', () => {
  const iban = text('text', 'iban');

  it.each([
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432',
    'NL91ABNA0417164300',
    'FR1420041010050500013M02606',
  ])('should accept %s', (value) => {
    expect(onSubmit(iban, value)).toBeNull();
  });

  it.each([
    ['DE89370400440532013001', 'validation.iban.checksum'],
    ['DE8937040044053201300', 'validation.iban.length'],
    ['XX89370400440532013000', 'validation.iban.country'],
  ])('should refuse %s with %s', (value, key) => {
    expect(onSubmit(iban, value)).toBe(key);
  });

  it('should refuse any IBAN with one digit changed', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (position, delta) => {
          const digit = String((Number(valid[position]) + delta) % 10);
          expect(onSubmit(iban, valid.slice(0, position) + digit + valid.slice(position + 1))).not.toBeNull();
        },
      ),
    );
  });

  it('should not treat other text fields as IBANs', () => {
    expect(onSubmit(text('text', 'accountNumber'), '12345')).toBeNull();
  });
});

describe('given an amount field', () => {
  const amount = text('amount', 'amount');
  const context = { amount: { exponent: 2, min: 1000, max: 500000 } };

  it('should check format, precision and the method limits', () => {
    expect(onSubmit(amount, '25.00', context)).toBeNull();
    expect(onSubmit(amount, '25.001', context)).toBe('validation.amount.precision');
    expect(onSubmit(amount, 'ten', context)).toBe('validation.amount.format');
    expect(onSubmit(amount, '0', context)).toBe('validation.amount.positive');
    expect(validateField(amount, '9.99', { mode: 'blur', context })).toEqual({
      key: 'validation.amount.min',
      params: { min: '10.00' },
    });
    expect(onSubmit(amount, '5000.01', context)).toBe('validation.amount.max');
  });
});

describe('given the other field types', () => {
  it('should check e-mail addresses', () => {
    expect(onSubmit(text('email'), 'ada@example.com')).toBeNull();
    expect(onSubmit(text('email'), 'ada@example')).toBe('validation.email.format');
    expect(onSubmit(text('email'), 'ada example.com')).toBe('validation.email.format');
  });

  it('should check a spaced card number against the server pattern by its digits', () => {
    const field = text('credit_card_number', 'card_number', { pattern: '^[0-9]{12,19}$' });
    expect(onSubmit(field, '4000 0000 0000 3220')).toBeNull();
    expect(onSubmit(field, '4000 0000 0000 3221')).toBe('validation.card_number.luhn');
  });

  it('should check international phone numbers by shape without the phone checker', () => {
    expect(onSubmit(text('tel'), '+49 30 123456')).toBeNull();
    expect(onSubmit(text('tel'), '030 123456')).toBe('validation.tel.format');
  });

  it('should check phone numbers against the numbering plans with the phone checker', () => {
    const context: ValidationContext = { checkers: { parsePhone: parseInternationalPhone } };
    expect(onSubmit(text('tel'), '+49 30 123456', context)).toBeNull();
    expect(onSubmit(text('tel'), '+44 20 7946 0958', context)).toBeNull();
    // The right shape, but no country has numbers like these.
    expect(onSubmit(text('tel'), '+1 000 000 0000', context)).toBe('validation.tel.format');
    expect(onSubmit(text('tel'), '+49 1', context)).toBe('validation.tel.format');
  });

  it('should check text bounds and patterns', () => {
    const field = text('text', 'reference', { minLength: 2, maxLength: 4, pattern: '[A-Z]+' });
    expect(onSubmit(field, 'AB')).toBeNull();
    expect(onSubmit(field, 'A')).toBe('validation.text.min_length');
    expect(onSubmit(field, 'ABCDE')).toBe('validation.text.max_length');
    expect(onSubmit(field, 'ab')).toBe('validation.text.pattern');
  });

  it('should check dates and a minimum age', () => {
    const field = text('date', 'birthDate', { minAgeYears: 18 });
    const now = new Date(2026, 0, 15);
    expect(onSubmit(field, '2000-02-29', { now })).toBeNull();
    expect(onSubmit(field, '2001-02-29', { now })).toBe('validation.date.format');
    expect(onSubmit(field, '2010-01-01', { now })).toBe('validation.date.min_age');
    expect(onSubmit(field, '2027-01-01', { now })).toBe('validation.date.future');
  });

  it('should check select and cascade options', () => {
    const select = text('select', 'bank', { options: [{ value: 'kbank', labelKey }] });
    const cascade = text('cascade_select', 'bank', {
      options: [{ value: 'TH', labelKey, options: [{ value: 'kbank', labelKey }] }],
    });
    expect(onSubmit(select, 'kbank')).toBeNull();
    expect(onSubmit(select, 'other')).toBe('validation.select.option');
    expect(onSubmit(cascade, 'TH:kbank')).toBeNull();
    // The second pick alone names it too (the payments API has always taken it); an unknown one does not.
    expect(onSubmit(cascade, 'kbank')).toBeNull();
    expect(onSubmit(cascade, 'TH:other')).toBe('validation.select.option');
    expect(onSubmit(cascade, 'other')).toBe('validation.select.option');
  });

  it('should want a required checkbox ticked on submit', () => {
    const terms = text('checkbox', 'terms');
    expect(onSubmit(terms, false)).toBe('validation.checkbox.required');
    expect(onSubmit(terms, true)).toBeNull();
    expect(validateField(terms, false, { mode: 'blur' })).toBeNull();
  });

  it('should check attachment type and size', () => {
    const field = text('attachment', 'statement', { accept: ['application/pdf'], maxSizeBytes: 1000 });
    expect(onSubmit(field, { name: 'a.pdf', type: 'application/pdf', size: 999 })).toBeNull();
    expect(onSubmit(field, { name: 'a.png', type: 'image/png', size: 10 })).toBe(
      'validation.attachment.type',
    );
    expect(onSubmit(field, { name: 'a.pdf', type: 'application/pdf', size: 1001 })).toBe(
      'validation.attachment.size',
    );
    expect(onSubmit(field, null)).toBe('validation.required');
  });

  it('should check crypto addresses, by network for multi-protocol fields', () => {
    expect(onSubmit(text('crypto_address'), '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(onSubmit(text('crypto_address'), 'not an address')).toBe('validation.crypto_address.format');
    const multi = text('multi_protocol_crypto_address', 'address', {
      networks: [
        { id: 'ethereum', labelKey, addressPattern: '0x[0-9a-fA-F]{40}' },
        { id: 'tron', labelKey, addressPattern: 'T[1-9A-HJ-NP-Za-km-z]{33}' },
      ],
    });
    const eth = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(onSubmit(multi, eth)).toBeNull();
    expect(onSubmit(multi, eth, { cryptoNetwork: 'tron' })).toBe('validation.crypto_address.format');
    expect(onSubmit(multi, eth, { cryptoNetwork: 'bitcoin' })).toBe('validation.crypto_address.network');
  });

  it('should check fixed-length codes and keep hidden values', () => {
    const code = text('code', 'blik', { length: 6, charset: 'digits' });
    expect(onSubmit(code, '123456')).toBeNull();
    expect(onSubmit(code, '12345')).toBe('validation.code.length');
    expect(onSubmit(code, '12345a')).toBe('validation.code.charset');
    const hidden = { name: 'token', type: 'hidden', required: false, value: 'abc' } as FieldDefinition;
    expect(onSubmit(hidden, 'abc')).toBeNull();
    expect(onSubmit(hidden, 'xyz')).toBe('validation.hidden.changed');
  });

  it('should let display-only fields pass', () => {
    expect(onSubmit(text('banner', 'info', { tone: 'info' }), undefined)).toBeNull();
    expect(onSubmit(text('button', 'login', { intent: 'oauth_login' }), undefined)).toBeNull();
  });
});
