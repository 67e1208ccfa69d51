import { expect, test } from '@playwright/test';
import { approveProviderPageByApi, CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/**
 * An IBAN typed as banks print it (lower case, in groups of four) is taken as it is: the widget's
 * check and the server's agree (one rule, contracts/field-rules), and the cashout goes through.
 * Garbage is "not an IBAN", never "country not accepted".
 */
test('a cashout to a grouped, lower-case IBAN should go through, and garbage should be named as such', async ({
  page,
}) => {
  const cashier = new CashierPage(page);
  await cashier.site.register(newPlayer('iban'));
  await cashier.open('deposit');
  // Closed loop: Brite pays out to the account a Brite deposit came from, so one comes first
  // (by API, the bank's page approving it; bank-redirect.spec.ts clicks through that page).
  const fields = await page.request.get('/api/v1/payments/methods/brite/fields?action=deposit');
  const { fieldsVersion } = (await fields.json()) as { fieldsVersion: string };
  const deposit = await page.request.post('/api/v1/payments/submit', {
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': crypto.randomUUID() },
    data: {
      methodId: 'brite',
      action: 'deposit',
      currency: 'EUR',
      amount: 20_000,
      fieldsVersion,
      fields: { amount: '200.00' },
    },
  });
  const { transactionId } = (await deposit.json()) as { transactionId?: string };
  expect(transactionId).toBeDefined();
  await approveProviderPageByApi(page, `/sandbox/bank/${transactionId ?? ''}`);
  await expect.poll(() => cashier.balance()).toBe(20_000);
  const before = await cashier.balance();

  await cashier.open('cashout');
  await cashier.pickMethod('Brite');
  await cashier.amount.fill('50');
  const iban = cashier.widget.getByRole('textbox', { name: /iban/i });

  await iban.fill('hello world 123');
  await iban.blur();
  await expect(cashier.widget.getByText(/not an IBAN/i).first()).toBeVisible();

  await iban.fill('de89 3704 0044 0532 0130 00');
  await iban.blur();
  await expect(cashier.widget.getByText(/not an IBAN/i)).toHaveCount(0);
  await cashier.submit.click();
  await expect(cashier.widget.locator('.pf-cashier-outcome--error')).toHaveCount(0);
  await expect(cashier.widget.locator('.pf-cashier-outcome').first()).toBeVisible({ timeout: 15_000 });
  // The money is held at once, whatever the provider's answer later.
  await expect.poll(() => cashier.balance()).toBe(before - 5_000);
});
