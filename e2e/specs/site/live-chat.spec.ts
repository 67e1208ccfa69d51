import { expect, test } from '@playwright/test';
import { serveLiveChatStandIn } from '../../fixtures/livechat-stand-in.ts';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

test('given a player, the live chat should open from the header, get their details, and minimize', async ({
  page,
}) => {
  await serveLiveChatStandIn(page);
  const site = new SitePage(page);
  const player = newPlayer('chat');
  await site.register(player);
  const controls = page.locator('.chat-controls');
  await expect(controls).toHaveAttribute('data-chat-lifecycle', 'unknown');

  await page.getByRole('button', { name: 'Live chat' }).click();
  await expect(controls).toHaveAttribute('data-chat-lifecycle', 'loaded');
  await expect(controls).toHaveAttribute('data-chat-visibility', 'maximized');
  const widget = page.locator('#chat-widget-container');
  await expect(widget).toHaveAttribute('data-visibility', 'maximized');
  await expect(widget).toHaveAttribute('data-customer', `Ada <${player.email}>`);

  await page.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(widget).toHaveAttribute('data-visibility', 'minimized');
  await expect(controls).toHaveAttribute('data-chat-visibility', 'minimized');

  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(controls).toHaveAttribute('data-chat-lifecycle', 'destroyed');
  await expect(widget).toHaveCount(0);
});

test('given the cashier support route, its button should open the chat', async ({ page }) => {
  await serveLiveChatStandIn(page);
  const site = new SitePage(page);
  await site.register(newPlayer('support'));
  await site.open('/cashier/support');
  await page.getByRole('main').getByRole('button', { name: 'Live chat' }).click();
  await expect(page.locator('.chat-controls')).toHaveAttribute('data-chat-visibility', 'maximized');
});
