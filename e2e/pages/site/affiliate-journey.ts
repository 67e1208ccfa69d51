import { expect, type Page } from '@playwright/test';
import { SUBMIT_PATH } from '@playfront/contracts';
import { catalogue } from '@playfront/server/testing';
import { waitForStoredEvents } from '../../fixtures/stored-events.ts';
import { newPlayer, SitePage } from './site-page.ts';

/** A stag of this run's own, so a report's row for it holds only what the test did. */
export const newStag = (label: string): string => `${label}${Math.random().toString(36).slice(2, 8)}`;

/** A visitor lands on the real site from an affiliate's link (`?stag=`), and the visit is stored. */
export async function landWithStag(page: Page, stag: string): Promise<SitePage> {
  const site = new SitePage(page);
  await site.open(`/?stag=${stag}`);
  await waitForStoredEvents({ event: 'site_loaded' }, (events) => events.some((e) => e.stag === stag));
  return site;
}

/**
 * The journey every affiliate report check starts from: a visitor lands with `stag`, registers
 * on the real site and makes a card deposit of `amount` EUR minor units through the payments API
 * as the logged-in player (the first deposit: an FTD).
 */
export async function landRegisterAndDeposit(page: Page, stag: string, amount = 2_500): Promise<void> {
  const site = new SitePage(page);
  await site.open(`/?stag=${stag}`);
  await site.register(newPlayer('console'));
  await waitForStoredEvents({ event: 'site_loaded' }, (events) => events.some((e) => e.stag === stag));

  const method = catalogue.method('credit-card');
  if (method === undefined) throw new Error('the catalogue has no credit-card method');
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  const deposit = await page.request.post(SUBMIT_PATH, {
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': `e2e-${stag}` },
    data: {
      methodId: 'credit-card',
      action: 'deposit',
      currency: 'EUR',
      amount,
      fieldsVersion: method.fieldsVersion,
      fields: {
        card_number: '4242 4242 4242 4242',
        card_holder: 'Ada Lovelace',
        expiry_date: `12/${year}`,
        cvv: '123',
      },
    },
  });
  expect(await deposit.json()).toMatchObject({ ok: true });
}
