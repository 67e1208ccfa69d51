// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { EIP6963_ANNOUNCE, EIP6963_REQUEST, type Eip6963ProviderDetail } from './eip6963.ts';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';

const client = createCashierClient({ fetch: () => Promise.reject(new Error('offline')) });

function renderForm(fields: readonly FieldDefinition[], props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <CashierProvider client={client}>
      <PaymentForm fields={fields} onSubmit={onSubmit} {...props} />
    </CashierProvider>,
  );
  return { ...view, user, onSubmit };
}

const metamask: FieldDefinition = {
  type: 'metamask',
  name: 'wallet',
  required: true,
  labelKey: 'test.fields.metamask',
  chainId: '0x1',
};

const ACCOUNT = `0x${'b'.repeat(40)}`;

function announceFakeWallet(request: (args: { method: string }) => Promise<unknown>) {
  const detail: Eip6963ProviderDetail = {
    info: { uuid: 'uuid-1', name: 'Fake Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'test.fake' },
    provider: { request },
  };
  const announce = () => {
    window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE, { detail }));
  };
  window.addEventListener(EIP6963_REQUEST, announce);
  return () => {
    window.removeEventListener(EIP6963_REQUEST, announce);
  };
}

let stopAnnouncing: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopAnnouncing();
});

describe('metamask', () => {
  it('lists an announced EIP-6963 wallet and connects it with eth_requestAccounts', async () => {
    const request = vi.fn((args: { method: string }) =>
      Promise.resolve(args.method === 'eth_requestAccounts' ? [ACCOUNT] : null),
    );
    stopAnnouncing = announceFakeWallet(request);
    const { user, onSubmit } = renderForm([metamask]);
    // Crypto fields load on demand: wait for the field.
    expect(await screen.findByRole('group', { name: 'test.fields.metamask' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Connect Fake Wallet' }));
    expect(await screen.findByText(`Connected: ${ACCOUNT}`)).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ wallet: ACCOUNT });
  });

  it('says so when the wallet refuses', async () => {
    stopAnnouncing = announceFakeWallet(() => Promise.reject(new Error('User rejected')));
    const { user } = renderForm([metamask]);
    await user.click(await screen.findByRole('button', { name: 'Connect Fake Wallet' }));
    expect(await screen.findByText('The wallet did not connect. Please try again.')).toBeTruthy();
  });

  it('asks to install a wallet when none announces itself', async () => {
    renderForm([metamask]);
    expect(await screen.findByText(/No wallet found/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });
});

describe('deposit_crypto_address', () => {
  const field: FieldDefinition = {
    type: 'deposit_crypto_address',
    name: 'deposit_address',
    required: false,
    labelKey: 'test.fields.deposit_address',
    currency: 'BTC',
  };
  const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

  it('shows the address read-only with a QR code drawn as SVG, and copies it', async () => {
    const { user } = renderForm([field], { initialValues: { deposit_address: address } });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const control = await screen.findByLabelText<HTMLInputElement>('test.fields.deposit_address');
    expect(control.readOnly).toBe(true);
    expect(control.value).toBe(address);
    const qr = screen.getByRole('img', { name: 'QR code of the address' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The QR library loads on demand: the code is drawn once it arrives.
    await waitFor(() => {
      expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    });
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    const status = await screen.findByText('Address copied.');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('says the address is pending before it is issued', async () => {
    renderForm([field]);
    expect(await screen.findByText('The address will be shown here once it is issued.')).toBeTruthy();
  });
});
