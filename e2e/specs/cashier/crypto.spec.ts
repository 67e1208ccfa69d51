import { expect, test } from '@playwright/test';
import { CashierPage, chainEvent, registerByApi } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/** A `transaction_status` frame of the live-updates socket (the server's wire format). */
interface StatusFrame {
  type: 'transaction_status';
  transactionId: string;
  status: string;
  amount: number;
  currency: string;
}

function statusFrames(payloads: readonly string[], transactionId: string): StatusFrame[] {
  return payloads
    .map((payload) => JSON.parse(payload) as { type?: string })
    .filter((message): message is StatusFrame => message.type === 'transaction_status')
    .filter((message) => message.transactionId === transactionId);
}

// A coin account pays in its own coin: a German player whose account is in BTC (a EUR account
// pays at a quote instead: crypto-from-fiat.spec.ts, decision 040).
test.describe('given a player with a bitcoin account', () => {
  test('a bitcoin deposit should show the invoice, then turn complete live as the chain confirms it', async ({
    page,
  }) => {
    const cashier = new CashierPage(page);
    // Every text frame the page receives on its live-updates socket.
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string') frames.push(payload);
      });
    });
    await cashier.site.open('/');
    await registerByApi(page, { ...newPlayer('crypto'), country: 'DE', currency: 'BTC' });
    await cashier.open('deposit');
    await cashier.pickMethod('Bitcoin');
    await cashier.amount.fill('0.001');
    await cashier.submit.click();

    // The invoice: amount and network, the address (copyable and as a QR code), the reference.
    await expect(cashier.widget.getByRole('heading', { name: 'Send your crypto' })).toBeVisible();
    await expect(
      cashier.widget.getByText('Send exactly 0.00100000 BTC on the bitcoin network to this address.'),
    ).toBeVisible();
    await expect(cashier.widget.getByRole('textbox', { name: 'Address' })).toHaveValue(/^bc1q[0-9a-z]{38}$/);
    await expect(cashier.widget.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(cashier.widget.getByRole('img', { name: 'QR code of the address' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(cashier.widget.getByText(/after 2 network confirmations/)).toBeVisible();
    const pending = cashier.widget.getByText('Your payment is being processed.', { exact: false });
    await expect(pending.first()).toBeVisible();
    const transactionId = await cashier.reference.inputValue();

    // From here the answer may come only over the socket: the history the widget polls while a
    // payment is pending fails, and the page must not reload.
    await page.route(
      (url) => url.pathname === '/api/v1/payments/transactions',
      (route) => route.abort(),
    );
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    const seen = await chainEvent(page, 'bitcoin', transactionId, 'transfer');
    expect(seen).toMatchObject({ status: 'pending', requiredConfirmations: 2 });
    expect(await chainEvent(page, 'bitcoin', transactionId, 'confirm')).toMatchObject({
      status: 'pending',
      confirmations: 1,
    });
    // One confirmation short: still pending, nothing credited.
    await expect(pending.first()).toBeVisible();
    expect(await cashier.balance('BTC')).toBe(0);

    expect(await chainEvent(page, 'bitcoin', transactionId, 'confirm')).toMatchObject({
      status: 'approved',
      confirmations: 2,
    });
    await expect(cashier.widget.getByText(/Your payment of .+ is complete\./).first()).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect
      .poll(() => statusFrames(frames, transactionId))
      .toContainEqual(expect.objectContaining({ status: 'completed', amount: 100_000, currency: 'BTC' }));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await cashier.balance('BTC')).toBe(100_000);
  });
});
