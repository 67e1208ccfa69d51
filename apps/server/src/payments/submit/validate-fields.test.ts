import { describe, expect, it } from 'vitest';
import type { PaymentAction } from '@playfront/contracts';
import { catalogue } from '../catalogue/index.ts';
import { validateFields } from './validate-fields.ts';

const NOW = Date.UTC(2026, 10, 21);

function check(
  methodId: string,
  fields: Record<string, string | boolean>,
  action: PaymentAction = 'deposit',
  currency = 'EUR',
) {
  const method = catalogue.method(methodId)!;
  return validateFields({ method, action, currency, fields, savedCard: false, now: NOW });
}

const names = (errors: { name: string }[]) => errors.map((error) => error.name);

describe('given form values checked against their fields', () => {
  it('should pass a complete card form, with the save box ticked or not', () => {
    const card = {
      card_number: '4242424242424242',
      card_holder: 'Ada Lovelace',
      expiry_date: '12/28',
      cvv: '123',
    };
    expect(check('credit-card', card)).toEqual([]);
    expect(check('credit-card', { ...card, save_card: true })).toEqual([]);
  });

  it('should name every missing required field and every field not in the form', () => {
    expect(names(check('credit-card', { pin: '1' }))).toEqual([
      'card_number',
      'card_holder',
      'expiry_date',
      'cvv',
      'pin',
    ]);
    // Deposit-only card fields are not part of a cashout's form.
    expect(names(check('credit-card', { card_number: '4242424242424242' }, 'cashout'))).toEqual([
      'card_number',
    ]);
  });

  it('should not ask a saved card for its details again', () => {
    const method = catalogue.method('credit-card')!;
    expect(
      validateFields({ method, action: 'deposit', currency: 'EUR', fields: {}, savedCard: true, now: NOW }),
    ).toEqual([]);
  });

  it.each([
    ['skrill', { skrill_email: 'ada@example' }, 'skrill_email'],
    ['zimpler', { zimpler_phone: '12' }, 'zimpler_phone'],
    ['neosurf', { voucher_code: 'ABC' }, 'voucher_code'],
    ['cashlib', { voucher_code: '12345678901234AB' }, 'voucher_code'],
    ['pse', { person_type: 'alien', bank: 'nequi', document_number: '123456' }, 'person_type'],
    [
      'boleto',
      { first_name: 'Ada', last_name: 'L', date_of_birth: '2015-01-01', gender: 'f', cpf: '12345678901' },
      'date_of_birth',
    ],
    ['pay-n-play', { accept_terms: false }, 'accept_terms'],
    ['pay-n-play', { accept_terms: true, flow: 'other' }, 'flow'],
  ] as const)('should refuse a bad value for %s: %j', (methodId, fields, field) => {
    const currency = catalogue.method(methodId)!.currencies[0]!;
    expect(names(check(methodId, fields, 'deposit', currency))).toEqual([field]);
  });

  it('should check IBANs of bank-account fields and crypto addresses by network', () => {
    const ok = { iban_cashout: 'DE89 3704 0044 0532 0130 00', account_holder: 'Ada Lovelace' };
    expect(check('bank-iban', ok, 'cashout')).toEqual([]);
    expect(
      names(check('bank-iban', { ...ok, iban_cashout: 'DE89 3704 0044 0532 0130 01' }, 'cashout')),
    ).toEqual(['iban_cashout']);
    expect(check('tether', { cashout_address: `T${'A'.repeat(33)}` }, 'cashout', 'USDT')).toEqual([]);
    expect(names(check('tether', { cashout_address: 'not-an-address' }, 'cashout', 'USDT'))).toEqual([
      'cashout_address',
    ]);
  });

  it('should take a cascade pick alone or with its group, and the account of the currency paid in', () => {
    const asia = { bank: 'kbank' };
    expect(check('local-bank-transfer-asia', asia, 'deposit', 'THB')).toEqual([]);
    expect(check('local-bank-transfer-asia', { bank: 'TH:kbank' }, 'deposit', 'THB')).toEqual([]);
    expect(names(check('local-bank-transfer-asia', { bank: 'VN:kbank' }, 'deposit', 'THB'))).toEqual([
      'bank',
    ]);
    expect(check('crypto', { crypto_account: 'BTC' }, 'deposit', 'BTC')).toEqual([]);
    expect(names(check('crypto', { crypto_account: 'ETH' }, 'deposit', 'BTC'))).toEqual(['crypto_account']);
  });
});
