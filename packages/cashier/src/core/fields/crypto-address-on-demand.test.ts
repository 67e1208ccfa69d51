import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@playfront/contracts';
import { preloadValidators } from './on-demand-validators.ts';
import { validateField } from './validate-field.ts';

const labelKey = 'payments.fields.cashout_address';

const bitcoin: FieldDefinition = {
  name: 'cashout_address',
  labelKey,
  required: true,
  type: 'cashout_crypto_address',
  pattern: '^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
  network: 'bitcoin',
};

const usdt: FieldDefinition = {
  name: 'cashout_address',
  labelKey,
  required: true,
  type: 'multi_protocol_crypto_address',
  networks: [
    { id: 'ethereum', labelKey: 'payments.networks.erc20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
    { id: 'tron', labelKey: 'payments.networks.trc20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
  ],
};

const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const TYPO = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb';
const EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EIP55_TYPO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function problem(field: FieldDefinition, value: string, cryptoNetwork?: string) {
  const context = cryptoNetwork === undefined ? {} : { cryptoNetwork };
  return validateField(field, value, { mode: 'submit', context })?.key ?? null;
}

// In this order: the checksums load once per module, on the first address checked.
describe('given crypto addresses checked before and after the checksums load', () => {
  it('should check the pattern only until the checksums arrive', () => {
    expect(problem(bitcoin, GENESIS)).toBeNull();
    expect(problem(bitcoin, TYPO)).toBeNull();
    expect(problem(bitcoin, 'bc1 not an address at all')).toBe('validation.crypto_address.format');
    expect(problem(bitcoin, EIP55)).toBe('validation.crypto_address.format');
  });

  it('should refuse a typo by its checksum once preloaded', async () => {
    await preloadValidators([{ type: 'cashout_crypto_address' }]);
    expect(problem(bitcoin, GENESIS)).toBeNull();
    expect(problem(bitcoin, TYPO)).toBe('validation.crypto_address.checksum');
    expect(problem(bitcoin, EIP55)).toBe('validation.crypto_address.format');
  });

  it('should check a multi-protocol address on the chosen network, or any listed one', () => {
    expect(problem(usdt, EIP55)).toBeNull();
    expect(problem(usdt, TRON, 'tron')).toBeNull();
    expect(problem(usdt, EIP55_TYPO)).toBe('validation.crypto_address.checksum');
    expect(problem(usdt, EIP55_TYPO, 'ethereum')).toBe('validation.crypto_address.checksum');
    expect(problem(usdt, EIP55, 'tron')).toBe('validation.crypto_address.format');
    expect(problem(usdt, EIP55, 'bitcoin')).toBe('validation.crypto_address.network');
  });

  it('should keep the pattern for a network the checksums do not know', () => {
    const field: FieldDefinition = {
      ...usdt,
      type: 'multi_protocol_crypto_address',
      networks: [
        { id: 'ethereum', labelKey: 'payments.networks.erc20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
        { id: 'arbitrum', labelKey: 'payments.networks.erc20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
      ],
    };
    expect(problem(field, EIP55_TYPO, 'arbitrum')).toBeNull();
    expect(problem(field, EIP55_TYPO, 'ethereum')).toBe('validation.crypto_address.checksum');
  });
});
