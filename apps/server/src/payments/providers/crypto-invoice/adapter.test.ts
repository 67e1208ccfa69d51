import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRYPTO_NETWORK_IDS } from '@playfront/contracts';
import { isValidAddress } from '@playfront/contracts/crypto-address';
import { callbackContext, initiateContext } from '../../../../test/helpers/provider-context.ts';
import { CRYPTO_ADDRESS_PATTERNS } from '../../catalogue/fields.ts';
import { CallbackRejectedError, type ProviderResult } from '../provider.ts';
import { createCryptoInvoiceSandbox, DEPOSIT_NETWORKS, sandboxAddress } from './adapter.ts';

const sandbox = createCryptoInvoiceSandbox();
const dataOf = (result: ProviderResult) => result.data ?? {};

describe('given the crypto invoice sandbox', () => {
  it('should make addresses that pass the catalogue pattern and the checksum of every network', () => {
    const networks = [
      ...new Set([...Object.values(DEPOSIT_NETWORKS).map((entry) => entry.network), ...CRYPTO_NETWORK_IDS]),
    ];
    fc.assert(
      fc.property(fc.uuid(), (seed) => {
        for (const network of networks) {
          const address = sandboxAddress(network, seed);
          expect(address).toMatch(new RegExp(CRYPTO_ADDRESS_PATTERNS[network]));
          expect(isValidAddress(network, address)).toBe(true);
        }
      }),
    );
    expect(sandboxAddress('bitcoin', 'a')).toBe(sandboxAddress('bitcoin', 'a'));
    expect(sandboxAddress('bitcoin', 'a')).not.toBe(sandboxAddress('bitcoin', 'b'));
  });

  it('should issue an invoice for the amount on the coin’s network', async () => {
    const started = initiateContext('litecoin', { currency: 'LTC', amount: 25_000_000 });
    const result = await sandbox.initiate(started);
    expect(result).toMatchObject({
      type: 'pending',
      invoice: {
        currency: 'LTC',
        network: 'litecoin',
        amount: 25_000_000,
        amountDecimal: '0.25000000',
        requiredConfirmations: 3,
      },
    });
  });

  it('should approve after the transfer and enough confirmations, in order', async () => {
    const started = initiateContext('bitcoin', { currency: 'BTC', amount: 100_000 });
    const issued = await sandbox.initiate(started);
    const at = (data: ProviderResult['data'], event: Parameters<typeof callbackContext>[3]) =>
      sandbox.handleCallback(callbackContext(started, 'pending', data, event));

    expect(() => at(dataOf(issued), { type: 'crypto_confirmation' })).toThrow(CallbackRejectedError);
    const seen = await at(dataOf(issued), { type: 'crypto_transfer' });
    expect(seen).toMatchObject({ type: 'pending', data: { received: 100_000, confirmations: 0 } });
    expect(() => at(dataOf(seen), { type: 'crypto_transfer' })).toThrow(CallbackRejectedError);
    const one = await at(dataOf(seen), { type: 'crypto_confirmation', count: 1 });
    expect(one).toMatchObject({ type: 'pending', data: { confirmations: 1 } });
    const two = await at(dataOf(one), { type: 'crypto_confirmation', count: 1 });
    expect(two).toMatchObject({ type: 'approved', data: { confirmations: 2 } });
  });

  it('should decline a transfer of another amount', async () => {
    const started = initiateContext('bitcoin', { currency: 'BTC', amount: 100_000 });
    const issued = await sandbox.initiate(started);
    const wrong = await sandbox.handleCallback(
      callbackContext(started, 'pending', dataOf(issued), { type: 'crypto_transfer', amount: 99_999 }),
    );
    expect(wrong).toMatchObject({ type: 'declined', code: 'PAYMENT_PROCESSING_ERROR' });
  });
});
