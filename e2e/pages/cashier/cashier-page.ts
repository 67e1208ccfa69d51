import {
  callbackPath,
  catalogue,
  DEVELOPMENT_WEBHOOK_SECRET,
  signNotification,
  SIGNATURE_HEADER,
} from '@playfront/server/testing';
import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from '../site/site-page.ts';
import { verifyEmailFromOutbox } from '../../fixtures/outbox.ts';

/** A card of docs/sandbox.md and the details typed with it. */
export interface TestCard {
  number: string;
  cvv: string;
  holder: string;
}

export const CARDS = {
  approved: { number: '4242 4242 4242 4242', cvv: '123', holder: 'Ada Lovelace' },
  threeDs: { number: '4000 0000 0000 3220', cvv: '123', holder: 'Ada Lovelace' },
  declined: { number: '4000 0000 0000 0002', cvv: '123', holder: 'Ada Lovelace' },
} as const satisfies Record<string, TestCard>;

/** `MM/YY` of next year: always valid, never too far. */
export function nextYearExpiry(): string {
  const year = (new Date().getFullYear() + 1) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

interface Balance {
  amount: number;
  currency: string;
}

/**
 * The cashier widget as the site shows it under `/cashier/:section`. Field labels are matched
 * loosely (`card number` or `card_number`) so the journeys hold whether the label is translated.
 */
export class CashierPage {
  readonly page: Page;
  readonly site: SitePage;

  constructor(page: Page) {
    this.page = page;
    this.site = new SitePage(page);
  }

  /** The widget's own region: from its "Cashier" heading down (the site wraps it in <main>). */
  get widget(): Locator {
    return this.page.getByRole('main');
  }

  async open(section = 'deposit'): Promise<void> {
    await this.site.open(`/cashier/${section}`);
    await expect(this.page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
  }

  /** A method's button in the list: its accessible name starts with the brand. */
  method(brand: string): Locator {
    return this.widget.getByRole('button', { name: new RegExp(`^${brand}\\b`) }).first();
  }

  async pickMethod(brand: string): Promise<void> {
    await this.method(brand).click();
    await expect(this.widget.getByRole('heading', { level: 2, name: brand })).toBeVisible();
  }

  get amount(): Locator {
    return this.widget.getByRole('textbox', { name: /amount/i });
  }

  get cardNumber(): Locator {
    return this.widget.getByRole('textbox', { name: /card[ _]number/i });
  }

  get cardHolder(): Locator {
    return this.widget.getByRole('textbox', { name: /card[ _]holder|name on card/i });
  }

  get expiry(): Locator {
    return this.widget.getByRole('textbox', { name: /expiry/i });
  }

  get cvv(): Locator {
    return this.widget.getByRole('textbox', { name: /cvv|security code/i });
  }

  /** The submit button: "Pay €25.00" once an amount is typed, "Continue" before. */
  get submit(): Locator {
    return this.widget.getByRole('button', { name: /^(Pay .+|Withdraw .+|Continue)$/ });
  }

  async fillCard(card: TestCard, amount: string): Promise<void> {
    await this.amount.fill(amount);
    await this.cardNumber.fill(card.number);
    await this.cardHolder.fill(card.holder);
    await this.expiry.fill(nextYearExpiry());
    await this.cvv.fill(card.cvv);
  }

  /**
   * Types the card with the keyboard, key by key as a player does, so the masks see every key:
   * the number and expiry as bare digits (the masks add the spaces and the slash).
   */
  async typeCard(card: TestCard, amount: string): Promise<void> {
    const keys: [Locator, string][] = [
      [this.amount, amount],
      [this.cardNumber, card.number.replace(/\s/g, '')],
      [this.cardHolder, card.holder],
      [this.expiry, nextYearExpiry().replace('/', '')],
      [this.cvv, card.cvv],
    ];
    for (const [field, text] of keys) {
      await field.click();
      await this.page.keyboard.type(text);
    }
    await expect(this.cardNumber).toHaveValue(card.number);
    await expect(this.expiry).toHaveValue(nextYearExpiry());
  }

  /** The read-only reference the player can copy, with its Copy button. */
  get reference(): Locator {
    return this.widget.getByRole('textbox', { name: 'Reference' });
  }

  get copyReference(): Locator {
    return this.widget.getByRole('button', { name: 'Copy reference' });
  }

  /** The player's balance in `currency` by the API, in minor units (0 before any deposit). */
  async balance(currency = 'EUR'): Promise<number> {
    const response = await this.page.request.get('/api/v1/payments/balances');
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { balances?: Balance[] } | Balance[];
    const balances = Array.isArray(body) ? body : (body.balances ?? []);
    return balances.find((b) => b.currency === currency)?.amount ?? 0;
  }
}

/**
 * Registers a player through the API (logged in on the page's context), for what the site's form
 * does not offer: a crypto account currency. Call it once the page shows the site.
 */
export async function registerByApi(
  page: Page,
  player: { email: string; password: string; country: string; currency: string },
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/v1/auth/register', {
    headers: { origin },
    data: { ...player, firstName: 'Ada' },
  });
  expect(response.status(), await response.text()).toBe(201);
  // account recovery: cashouts wait for a verified address (the mail's link, from the outbox).
  await verifyEmailFromOutbox(page, player.email);
}

/** What the callback route answers for a crypto deposit. */
export interface ChainState {
  transactionId: string;
  status: string;
  confirmations: number;
  requiredConfirmations: number;
}

/**
 * One chain event of a crypto deposit, as the provider of `methodId` would notify it through the
 * one callback route (docs/sandbox.md): `transfer` (the coins are seen) or `confirm` (one more
 * confirmation, or `count`).
 */
export async function chainEvent(
  page: Page,
  methodId: string,
  transactionId: string,
  event: 'transfer' | 'confirm',
  data: { amount?: number; count?: number } = {},
): Promise<ChainState> {
  const providerId = catalogue.method(methodId)?.providerId;
  if (providerId === undefined) throw new Error(`No catalogue method ${methodId}`);
  const path = callbackPath(providerId);
  const type = event === 'transfer' ? 'crypto_transfer' : 'crypto_confirmation';
  const body = JSON.stringify({ transactionId, event: { type, ...data } });
  // Signed as the sandbox provider signs its notifications (the server's development secret).
  const signature = signNotification(DEVELOPMENT_WEBHOOK_SECRET, { method: 'POST', path, body });
  const response = await page.request.post(path, {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ChainState;
}

interface SubmitAnswer {
  ok: boolean;
  outcome?: { status: string; url?: string };
  transactionId?: string;
}

/**
 * A card deposit through the payments API, as the widget would send it; with `saveCard` and an
 * approved (or challenge-approved) card it leaves a saved profile for the next visit.
 */
export async function depositByApi(
  page: Page,
  card: TestCard,
  amountMinor: number,
  options: { saveCard?: boolean; methodId?: string } = {},
): Promise<SubmitAnswer> {
  const methodId = options.methodId ?? 'visa';
  const origin = new URL(page.url()).origin;
  const fields = await page.request.get(`/api/v1/payments/methods/${methodId}/fields?action=deposit`);
  expect(fields.ok()).toBe(true);
  const { fieldsVersion } = (await fields.json()) as { fieldsVersion: string };
  const response = await page.request.post('/api/v1/payments/submit', {
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
    data: {
      methodId,
      action: 'deposit',
      currency: 'EUR',
      amount: amountMinor,
      fieldsVersion,
      fields: {
        amount: (amountMinor / 100).toFixed(2),
        card_number: card.number.replace(/\s/g, ''),
        card_holder: card.holder,
        expiry_date: nextYearExpiry(),
        cvv: card.cvv,
        save_card: options.saveCard ?? false,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SubmitAnswer;
}

/**
 * A card cashout through the payments API, as the widget sends one (it takes only the amount);
 * the transaction's id.
 */
export async function cashOutByApi(page: Page, amountMinor: number): Promise<string> {
  const fields = await page.request.get('/api/v1/payments/methods/visa/fields?action=cashout');
  expect(fields.ok()).toBe(true);
  const { fieldsVersion } = (await fields.json()) as { fieldsVersion: string };
  const response = await page.request.post('/api/v1/payments/submit', {
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': crypto.randomUUID() },
    data: {
      methodId: 'visa',
      action: 'cashout',
      currency: 'EUR',
      amount: amountMinor,
      fieldsVersion,
      fields: { amount: (amountMinor / 100).toFixed(2) },
    },
  });
  const answer = (await response.json()) as { ok: boolean; transactionId?: string };
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer.transactionId ?? '';
}

/**
 * Posts a sandbox provider page's form (`/sandbox/3ds/:id`, `/sandbox/bank/:id`) with the site's
 * origin, as the page's own Approve button should; answers where the page redirects, if it does.
 */
export async function approveProviderPageByApi(
  page: Page,
  path: string,
  decision = 'approve',
): Promise<string | undefined> {
  const origin = new URL(page.url()).origin;
  // The page's form carries a token (the 3-D Secure page's), as the page's own button posts it.
  const token = /name="token" value="([0-9a-f]+)"/.exec(await (await page.request.get(path)).text())?.[1];
  const response = await page.request.post(path, {
    headers: { origin },
    form: token === undefined ? { decision } : { decision, token },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
  return response.headers()['location'];
}
