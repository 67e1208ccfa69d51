import { expect, test, type Route } from '@playwright/test';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

const FIELDS_PATH = '/api/v1/payments/methods/cashlib/fields';

interface FieldsAnswer {
  fieldsVersion: string;
  fields: { name: string; type: string; required: boolean; labelKey: string }[];
}

// CASHlib is offered in Germany: its form is the amount and a 16-digit voucher code.
test.describe('given a player whose CASHlib form changed since the widget loaded it', () => {
  test('a submit should be told the form is outdated, reload it keeping what fits, and go through the second time', async ({
    page,
  }) => {
    const cashier = new CashierPage(page);
    const voucherCode = cashier.widget.getByRole('textbox', { name: /voucher[ _]code/i });
    const promoCode = cashier.widget.getByRole('textbox', { name: /promo[ _]code/i });
    // The first read of the form answers an older version of it: another fieldsVersion, and a
    // promo code field the method no longer has. Later reads reach the server.
    let reads = 0;
    await page.route(
      (url) => url.pathname === FIELDS_PATH,
      async (route: Route) => {
        reads += 1;
        if (reads > 1) return route.continue();
        const response = await route.fetch();
        const current = (await response.json()) as FieldsAnswer;
        const stale: FieldsAnswer = {
          fieldsVersion: `stale-${current.fieldsVersion}`,
          fields: [
            ...current.fields,
            { name: 'promo_code', type: 'text', required: false, labelKey: 'payments.fields.promo_code' },
          ],
        };
        return route.fulfill({ response, json: { ...current, ...stale } });
      },
    );
    await cashier.site.register(newPlayer('outdated'));
    const before = await cashier.balance();
    await cashier.open('deposit');
    await cashier.pickMethod('CASHlib');
    await cashier.amount.fill('20');
    await voucherCode.fill('0000123412341234');
    await promoCode.fill('WELCOME');
    expect(reads).toBe(1);

    // The server's own check refuses the old version; the widget says so and reads the form again.
    const submitted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/payments/submit',
    );
    await cashier.submit.click();
    expect(await (await submitted).json()).toMatchObject({
      ok: true,
      outcome: { status: 'outdated_method_fields' },
    });
    await expect(
      cashier.widget.getByRole('status').filter({ hasText: 'This payment method changed.' }),
    ).toHaveText('This payment method changed. Please check the form again; we kept what still fits.');
    await expect.poll(() => reads).toBe(2);
    // The new form: what still fits is kept, the field that went is gone; nothing was paid yet.
    await expect(promoCode).toHaveCount(0);
    await expect(cashier.amount).toHaveValue(/^20([.,]00)?$/);
    await expect(voucherCode).toHaveValue('0000123412341234');
    expect(await cashier.balance()).toBe(before);

    await expect(cashier.submit).toHaveText('Pay €20.00');
    await cashier.submit.click();
    await expect(cashier.widget.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(await cashier.balance()).toBe(before + 2000);
  });
});
