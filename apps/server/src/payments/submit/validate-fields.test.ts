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

/** Published addresses: the genesis block's, the USDT contract on TRON, an EIP-55 test vector. */
const BITCOIN_ADDRESS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

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

  it('should not ask a saved card for its details again, but for its security code as the widget does', () => {
    const method = catalogue.method('credit-card')!;
    const saved = (fields: Record<string, string>, savedCardBrand?: string) =>
      validateFields({
        method,
        action: 'deposit',
        currency: 'EUR',
        fields,
        savedCard: true,
        savedCardBrand,
        now: NOW,
      });
    expect(names(saved({}))).toEqual(['cvv']);
    expect(saved({ cvv: '123' }, 'visa')).toEqual([]);
    // An American Express card's code has four digits.
    expect(names(saved({ cvv: '123' }, 'american-express'))).toEqual(['cvv']);
    expect(saved({ cvv: '1234' }, 'american-express')).toEqual([]);
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
    expect(check('tether', { cashout_address: TRON_ADDRESS }, 'cashout', 'USDT')).toEqual([]);
    expect(names(check('tether', { cashout_address: 'not-an-address' }, 'cashout', 'USDT'))).toEqual([
      'cashout_address',
    ]);
  });

  it('should check a cashout address by its network checksum', () => {
    expect(check('bitcoin', { cashout_address: BITCOIN_ADDRESS }, 'cashout', 'BTC')).toEqual([]);
    expect(
      check('ripple', { cashout_address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' }, 'cashout', 'XRP'),
    ).toEqual([]);
    // The right shape with one character mistyped, and a made-up address of the right shape.
    expect(
      check('bitcoin', { cashout_address: `${BITCOIN_ADDRESS.slice(0, -1)}5` }, 'cashout', 'BTC'),
    ).toEqual([{ name: 'cashout_address', message: expect.stringMatching(/checksum/) as unknown }]);
    expect(names(check('tron', { cashout_address: `T${'A'.repeat(33)}` }, 'cashout', 'TRX'))).toEqual([
      'cashout_address',
    ]);
  });

  it('should check a multi-protocol address on the network picked beside it', () => {
    const usdt = (fields: Record<string, string>) => names(check('tether', fields, 'cashout', 'USDT'));
    expect(usdt({ cashout_address: TRON_ADDRESS, cashout_address_network: 'tron' })).toEqual([]);
    expect(usdt({ cashout_address: EVM_ADDRESS, cashout_address_network: 'bsc' })).toEqual([]);
    expect(usdt({ cashout_address: TRON_ADDRESS, cashout_address_network: 'ethereum' })).toEqual([
      'cashout_address',
    ]);
    expect(usdt({ cashout_address: TRON_ADDRESS, cashout_address_network: 'solana' })).toEqual([
      'cashout_address',
    ]);
    // EIP-55: one letter in the wrong case is a typo.
    expect(
      usdt({ cashout_address: EVM_ADDRESS.replace('aA', 'aa'), cashout_address_network: 'ethereum' }),
    ).toEqual(['cashout_address']);
  });

  it('should check the generic crypto address on the network of the currency paid in', () => {
    const crypto = (currency: string, address: string) =>
      names(check('crypto', { crypto_account: currency, wallet_address: address }, 'cashout', currency));
    expect(crypto('BTC', BITCOIN_ADDRESS)).toEqual([]);
    expect(crypto('USDT', TRON_ADDRESS)).toEqual([]);
    expect(crypto('ETH', BITCOIN_ADDRESS)).toEqual(['wallet_address']);
    expect(crypto('LTC', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dx')).toEqual(['wallet_address']);
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
