import { expect, test } from '@playwright/test';
import { CARDS } from '../../pages/cashier/cashier-page.ts';
import { EMBED_HOSTS, EmbedHostPage } from '../../pages/cashier/embed-host-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

// One journey, run on the plain HTML host page against both embeds: <playfront-cashier> and
// the React widget mounted by mountCashier (decision 058).
for (const host of EMBED_HOSTS) {
  test(`on a page without React (${host}), a logged-in player should deposit by card and the host should hear the events`, async ({
    page,
  }) => {
    const cashier = new EmbedHostPage(page);
    await cashier.site.register(newPlayer(`embed-${host}`));
    const before = await cashier.balance();
    await cashier.openHost(host);
    await cashier.pickMethod('Visa');
    await cashier.typeCard(CARDS.approved, '20');
    await expect(cashier.submit).toHaveText('Pay €20.00');
    await cashier.submit.click();
    await expect(cashier.widget.getByText('Your payment of €20.00 is complete.').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await cashier.balance()).toBe(before + 2000);

    expect(await cashier.heard('playfront:render_form')).toContainEqual(
      expect.objectContaining({ action: 'deposit' }),
    );
    expect(await cashier.heard('playfront:payment_submit')).toEqual([
      expect.objectContaining({ action: 'deposit', currency: 'EUR', amount: 2000 }),
    ]);
    expect(await cashier.heard('playfront:accounts_updated')).toContainEqual({
      balances: expect.objectContaining({ EUR: before + 2000 }),
    });
    // The page lists them too, as a host's own code would show them.
    await expect(page.getByRole('list', { name: 'Events' })).toContainText('playfront:payment_submit');
  });
}

test('<playfront-cashier> should re-render on an attribute change, close through a DOM event and unmount when removed', async ({
  page,
}) => {
  const cashier = new EmbedHostPage(page);
  await cashier.site.register(newPlayer('embed-attributes'));
  await cashier.openHost('element');
  const element = page.locator('playfront-cashier');
  await expect(cashier.widget.getByRole('button', { name: 'Close cashier' })).toBeVisible();

  // Language and preset are attributes: the widget follows them (German text loads on demand).
  await element.evaluate((node) => {
    node.setAttribute('language', 'de');
    node.setAttribute('theme', 'dark');
  });
  await expect(cashier.widget.getByRole('button', { name: 'Kasse schließen' })).toBeVisible();
  await expect(page.locator('.pf-cashier')).toHaveAttribute('data-pf-theme', 'dark');

  // `closable` gives the close button; closing is a DOM event the host page hears.
  await cashier.widget.getByRole('button', { name: 'Kasse schließen' }).click();
  expect(await cashier.heard('playfront:close')).toEqual([{ status: expect.any(String) }]);

  // Moved (removed and put back in one task) it keeps the widget; removed it unmounts it.
  await element.evaluate((node) => {
    (window as unknown as { removedCashier: Element }).removedCashier = node;
    node.remove();
    document.querySelector('main')?.prepend(node);
  });
  await expect(cashier.widget.getByRole('button', { name: 'Kasse schließen' })).toBeVisible();
  await element.evaluate((node) => {
    node.remove();
  });
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { removedCashier: Element }).removedCashier.shadowRoot?.childElementCount,
      ),
    )
    .toBe(0);
});
