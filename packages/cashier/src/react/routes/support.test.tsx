// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { SupportRoute, type SupportRouteProps } from './support.tsx';

afterEach(cleanup);

// The support route reads nothing from the API; any request would be a bug.
const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));

function setup(props: SupportRouteProps, writeText?: (text: string) => Promise<void>) {
  const client = createCashierClient({ fetch });
  // user-event installs its own clipboard stub on setup, so ours replaces it afterwards.
  const user = userEvent.setup();
  if (writeText) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }
  const view = render(
    <CashierProvider client={client}>
      <main>
        <h1>Cashier</h1>
        <SupportRoute {...props} />
      </main>
    </CashierProvider>,
  );
  return { ...view, user };
}

describe('SupportRoute', () => {
  it('renders the help topics and a chat button that calls back, with no axe violations', async () => {
    const onOpenSupportChat = vi.fn();
    const { container, user } = setup({ onOpenSupportChat, lastReference: 'tx-123' });
    expect(screen.getByRole('heading', { level: 2, name: 'Support' })).toBeTruthy();
    for (const title of [
      'My deposit has not arrived',
      'My withdrawal is still pending',
      'Why do I need to verify my identity?',
      'My card was declined',
    ]) {
      expect(screen.getByText(title).closest('details')).toBeTruthy();
    }
    await user.click(screen.getByText('My card was declined'));
    expect(screen.getByText('My card was declined').closest('details')?.open).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Open live chat' }));
    expect(onOpenSupportChat).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Contact our support team/)).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the contact fallback without a chat, and no reference without one', async () => {
    const { container } = setup({});
    expect(screen.queryByRole('button', { name: 'Open live chat' })).toBeNull();
    expect(screen.getByText(/Contact our support team/)).toBeTruthy();
    expect(screen.queryByLabelText('Reference of your last payment')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('copies the reference and announces it politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = setup({ lastReference: 'tx-123' }, writeText);
    const input = screen.getByLabelText<HTMLInputElement>('Reference of your last payment');
    expect(input.value).toBe('tx-123');
    expect(input.readOnly).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith('tx-123');
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Reference copied.');
    });
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('announces a fallback when copying fails', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { user } = setup({ lastReference: 'tx-123' }, writeText);
    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy. Select the reference and copy it yourself.',
      );
    });
  });
});
