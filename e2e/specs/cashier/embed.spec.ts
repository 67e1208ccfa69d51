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
