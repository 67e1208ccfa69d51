// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CashierConfig } from '@playfront/contracts';
import { createCashierClient } from '../core/api/cashier-client.ts';
import { CASHIER_DOM_EVENTS } from './element-events.ts';
import { definePlayfrontCashier, elementProps, PLAYFRONT_CASHIER_TAG } from './playfront-cashier-element.ts';
import type { PlayfrontCashierElement } from './playfront-cashier-element.ts';

const CONFIG: CashierConfig = {
  catalogueVersion: 'v1',
  onRampMode: 'development',
  player: { id: 'p1', country: 'DE', currency: 'EUR', kycStatus: 'not_started' },
  currencies: [{ code: 'EUR', exponent: 2 }],
  balances: [{ currency: 'EUR', amount: 12345 }],
  actions: ['deposit', 'cashout'],
  websocketPath: '/api/v1/payments/ws',
  paymentOrigins: [],
};

const json = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

// The payments API, an outside service to the element: config, and no methods.
const client = createCashierClient({
  fetch: (input) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/v1/payments/config') return Promise.resolve(json(CONFIG));
    if (path === '/api/v1/payments/methods') return Promise.resolve(json({ methods: [], savedProfiles: [] }));
    return Promise.resolve(json({ mode: 'development', currency: 'EUR', methods: [] }));
  },
});

const root = (element: HTMLElement): HTMLElement | null | undefined =>
  element.shadowRoot?.querySelector<HTMLElement>('.pf-cashier');

async function mounted(attributes: Record<string, string>): Promise<PlayfrontCashierElement> {
  const element = document.createElement(PLAYFRONT_CASHIER_TAG);
  element.client = client;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await expect.poll(() => root(element)).toBeTruthy();
  return element;
}

describe('given <playfront-cashier> on a page', () => {
  beforeAll(() => {
    definePlayfrontCashier({ styles: '.pf-cashier{display:block}' });
  });

  afterEach(() => {
    document.body.replaceChildren();
  });

  it('should render <Cashier> in its shadow root from the attributes, again when one changes', async () => {
    const element = await mounted({ currency: 'EUR', language: 'en' });
    expect(root(element)?.getAttribute('lang')).toBe('en');
    expect(root(element)?.getAttribute('data-pf-theme')).toBe('light');

    element.setAttribute('language', 'ar');
    element.setAttribute('theme', 'dark');
    await expect.poll(() => root(element)?.getAttribute('lang')).toBe('ar');
    expect(root(element)?.getAttribute('dir')).toBe('rtl');
    expect(root(element)?.getAttribute('data-pf-theme')).toBe('dark');
  });

  it('should take the appearance variables as a property, the theming API', async () => {
    const element = await mounted({ currency: 'EUR', language: 'en' });
    element.appearance = { variables: { accent: '#ffc940' } };
    await expect.poll(() => root(element)?.style.getPropertyValue('--pf-accent')).toBe('#ffc940');
  });

  it('should dispatch its events as DOM events named once, prefixed playfront:', async () => {
    const element = await mounted({ currency: 'EUR', language: 'en', closable: '' });
    const heard: string[] = [];
    const listening = new AbortController();
    for (const name of CASHIER_DOM_EVENTS) {
      document.addEventListener(
        name,
        (event) => heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`),
        { signal: listening.signal },
      );
    }
    const closeButton = () =>
      element.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Close cashier"]');
    await expect.poll(closeButton).toBeTruthy();
    closeButton()?.click();
    // Composed and bubbling: a listener on the document hears what happens inside the shadow root.
    expect(heard).toContain('playfront:close {"status":"unknown"}');
    listening.abort();
  });

  it('should unmount the widget when removed, and keep it when only moved', async () => {
    const element = await mounted({ currency: 'EUR', language: 'en' });
    const other = document.createElement('section');
    document.body.append(other);
    other.append(element);
    await Promise.resolve();
    expect(root(element)).toBeTruthy();

    element.remove();
    await expect.poll(() => element.shadowRoot?.childElementCount).toBe(0);
  });

  it('should render nothing until it has a currency', async () => {
    const element = document.createElement(PLAYFRONT_CASHIER_TAG);
    document.body.append(element);
    await Promise.resolve();
    expect(element.shadowRoot).toBeNull();
  });
});

describe('given the element’s props', () => {
  const none = { appearance: undefined, messages: undefined, client: undefined };
  const onClose = () => undefined;

  it('should default the action to deposit and the language to the page’s', () => {
    expect(elementProps({ currency: 'EUR' }, none, {}, undefined, 'fi')).toEqual({
      action: 'deposit',
      currency: 'EUR',
      language: 'fi',
    });
  });

  it('should show the close button only for a closable element', () => {
    expect(elementProps({ currency: 'EUR' }, none, { onClose }, undefined, 'en')).not.toHaveProperty(
      'onClose',
    );
    expect(
      elementProps({ currency: 'EUR', closable: true }, none, { onClose }, undefined, 'en'),
    ).toHaveProperty('onClose', onClose);
  });
});
