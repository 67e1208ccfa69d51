import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CommissionSchema } from './commission.schema.ts';
import { type Commission, type CommissionType } from './commission.ts';
import { FieldDefinitionSchema } from './field-definition.schema.ts';
import { TEXT_LIKE_FIELD_TYPES, type FieldDefinition } from './field-definition.ts';
import { FIELD_TYPES, type FieldType } from './field-types.ts';
import { PROCESSING_TIME_TYPES, type ProcessingTime, type ProcessingTimeType } from './processing-time.ts';
import { ProcessingTimeSchema } from './processing-time.schema.ts';

const label = { labelKey: 'payments.fields.sample', required: true };

/** One field per type; a Record, so a type without a schema member fails to compile here. */
const FIELDS: Record<FieldType, FieldDefinition> = {
  attachment: {
    name: 'proof',
    ...label,
    type: 'attachment',
    accept: ['application/pdf'],
    maxSizeBytes: 1024,
  },
  amount: { name: 'amount', ...label, type: 'amount' },
  email: { name: 'email', ...label, type: 'email' },
  credit_card_number: { name: 'card_number', ...label, type: 'credit_card_number' },
  text: { name: 'text', ...label, type: 'text', pattern: '^[a-z]+$' },
  card_holder: { name: 'card_holder', ...label, type: 'card_holder' },
  card_expiry_date: { name: 'expiry', ...label, type: 'card_expiry_date' },
  tel: { name: 'phone', ...label, type: 'tel' },
  cvv: { name: 'cvv', ...label, type: 'cvv' },
  textarea: { name: 'notes', ...label, type: 'textarea', maxLength: 500 },
  password: { name: 'pin', ...label, type: 'password' },
  crypto_address: { name: 'address', ...label, type: 'crypto_address' },
  multi_protocol_crypto_address: {
    name: 'address',
    ...label,
    type: 'multi_protocol_crypto_address',
    networks: [
      { id: 'ethereum', labelKey: 'payments.networks.erc20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
      { id: 'tron', labelKey: 'payments.networks.trc20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    ],
  },
  metamask: { name: 'wallet', ...label, type: 'metamask', chainId: '0x1' },
  deposit_crypto_address: {
    name: 'deposit_address',
    ...label,
    type: 'deposit_crypto_address',
    currency: 'BTC',
  },
  cashout_crypto_address: {
    name: 'cashout_address',
    ...label,
    type: 'cashout_crypto_address',
    network: 'bitcoin',
  },
  select: {
    name: 'gender',
    ...label,
    type: 'select',
    options: [{ value: 'm', labelKey: 'payments.gender.m' }],
  },
  cascade_select: {
    name: 'bank',
    ...label,
    type: 'cascade_select',
    options: [
      {
        value: 'TH',
        labelKey: 'payments.countries.th',
        options: [{ value: 'scb', labelKey: 'payments.banks.scb' }],
      },
    ],
  },
  banner: { name: 'notice', ...label, type: 'banner', tone: 'info' },
  crypto_currencies_account_select: {
    name: 'account',
    ...label,
    type: 'crypto_currencies_account_select',
    currencies: ['BTC', 'ETH'],
  },
  button: { name: 'login', ...label, type: 'button', intent: 'oauth_login' },
  checkbox: { name: 'terms', ...label, type: 'checkbox' },
  hidden: { name: 'flow', required: true, type: 'hidden', value: 'pay_n_play' },
  date: { name: 'date_of_birth', ...label, type: 'date', minAgeYears: 18 },
  code: { name: 'blik_code', ...label, type: 'code', length: 6, charset: 'digits' },
};

const PROCESSING_TIMES: Record<ProcessingTimeType, ProcessingTime> = {
  instant: { type: 'instant' },
  range: { type: 'range', from: 1, to: 3, unit: 'business_days' },
  static: { type: 'static', value: 15, unit: 'minutes' },
  none: { type: 'none' },
};

const COMMISSIONS: Record<CommissionType, Commission> = {
  percent: { type: 'percent', basisPoints: 250 },
  'range-percent': { type: 'range-percent', fromBasisPoints: 100, toBasisPoints: 300 },
  fixed: { type: 'fixed', amounts: [{ currency: 'EUR', amount: 150 }] },
  float: { type: 'float', source: 'network_fee' },
  mixed: { type: 'mixed', basisPoints: 450, amounts: [{ currency: 'USD', amount: 199 }] },
  none: { type: 'none' },
};

describe('given a field definition of each type', () => {
  it.each(FIELD_TYPES.map((type) => [type]))('should accept a %s field', (type) => {
    expect(Value.Errors(FieldDefinitionSchema, FIELDS[type])).toEqual([]);
  });

  it('should refuse a select without options', () => {
    expect(Value.Check(FieldDefinitionSchema, { ...FIELDS.select, options: [] })).toBe(false);
  });

  it('should refuse a multi-protocol address with a single network', () => {
    const field = FIELDS.multi_protocol_crypto_address;
    const one = field.type === 'multi_protocol_crypto_address' ? field.networks.slice(0, 1) : [];
    expect(Value.Check(FieldDefinitionSchema, { ...field, networks: one })).toBe(false);
  });

  it('should give every text-like type its bounds', () => {
    for (const type of TEXT_LIKE_FIELD_TYPES) {
      const field = { name: 'value', ...label, type, minLength: 1, maxLength: 9, pattern: '^a+$' };
      expect(Value.Errors(FieldDefinitionSchema, field)).toEqual([]);
      expect(Value.Check(FieldDefinitionSchema, { ...field, maxLength: 0 })).toBe(false);
    }
  });

  it('should take a cashout address on a known network only', () => {
    expect(
      Value.Check(FieldDefinitionSchema, { ...FIELDS.cashout_crypto_address, network: 'dogecoin' }),
    ).toBe(true);
    expect(Value.Check(FieldDefinitionSchema, { ...FIELDS.cashout_crypto_address, network: 'erc20' })).toBe(
      false,
    );
  });

  it('should refuse a type outside the list', () => {
    expect(Value.Check(FieldDefinitionSchema, { ...FIELDS.text, type: 'iban' })).toBe(false);
  });
});

describe('given processing times and commissions of each type', () => {
  it.each(PROCESSING_TIME_TYPES.map((type) => [type]))('should accept a %s processing time', (type) => {
    expect(Value.Check(ProcessingTimeSchema, PROCESSING_TIMES[type])).toBe(true);
  });

  it.each(Object.entries(COMMISSIONS))('should accept a %s commission', (_type, commission) => {
    expect(Value.Check(CommissionSchema, commission)).toBe(true);
  });

  it('should refuse a percentage above 100 % or a fractional fee', () => {
    expect(Value.Check(CommissionSchema, { type: 'percent', basisPoints: 10_001 })).toBe(false);
    expect(
      Value.Check(CommissionSchema, { type: 'fixed', amounts: [{ currency: 'EUR', amount: 1.5 }] }),
    ).toBe(false);
  });
});
