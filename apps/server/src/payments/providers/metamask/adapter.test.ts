import { describe, expect, it } from 'vitest';
import { initiateContext } from '../../../../test/helpers/provider-context.ts';
import { catalogue } from '../../catalogue/index.ts';
import { createMetamaskSandbox, METAMASK_INSTALL_URL } from './adapter.ts';

const sandbox = createMetamaskSandbox();
const method = catalogue.method('metamask')!;

describe('given the MetaMask sandbox', () => {
  it('should ask for the extension when the browser has none', () => {
    expect(
      sandbox.preflight?.({ action: 'deposit', method, client: { hasWallet: false, returnUrl: '/' } }),
    ).toEqual({
      type: 'install_metamask',
      installUrl: METAMASK_INSTALL_URL,
    });
    expect(
      sandbox.preflight?.({ action: 'deposit', method, client: { hasWallet: true, returnUrl: '/' } }),
    ).toBeUndefined();
  });

  it('should issue an invoice on the method’s chain', async () => {
    const result = await sandbox.initiate(
      initiateContext('metamask', { currency: 'ETH', amount: 10_000_000 }),
    );
    expect(result).toMatchObject({
      type: 'pending',
      invoice: { network: 'ethereum', chainId: '0x1', amountDecimal: '0.010000000' },
      message: expect.stringMatching(/^Confirm the payment of 0\.010000000 ETH in MetaMask/) as string,
    });
  });
});
