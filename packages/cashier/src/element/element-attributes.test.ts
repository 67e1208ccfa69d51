import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_ATTRIBUTES, OBSERVED_ATTRIBUTES, readAttributes } from './element-attributes.ts';

const from =
  (attributes: Record<string, string>) =>
  (name: string): string | null =>
    attributes[name] ?? null;

describe('given the attributes of <playfront-cashier>', () => {
  it('should read the simple props, booleans by presence as in HTML', () => {
    expect(
      readAttributes(
        from({
          action: 'cashout',
          currency: 'EUR',
          language: 'de',
          'api-base-url': 'https://pay.example',
          'initial-route': 'transaction-history',
          navigation: 'none',
          'show-balance': 'false',
          'same-tab-payments': '',
          'kyc-url': '/account/verification',
          theme: 'dark',
          closable: '',
        }),
      ),
    ).toEqual({
      action: 'cashout',
      currency: 'EUR',
      language: 'de',
      apiBaseUrl: 'https://pay.example',
      initialRoute: 'transaction-history',
      navigation: 'none',
      showBalance: false,
      sameTabPayments: true,
      kycUrl: '/account/verification',
      theme: 'dark',
      closable: true,
    });
  });

  it('should read a value the widget cannot take as absent, so its default applies', () => {
    expect(
      readAttributes(
        from({ action: 'refund', currency: 'XYZ', route: 'nowhere', theme: 'pink', navigation: 'x' }),
      ),
    ).toEqual({});
  });

  it('should observe every attribute it reads', () => {
    expect(OBSERVED_ATTRIBUTES).toEqual(expect.arrayContaining(['action', 'currency', 'language', 'theme']));
    expect(new Set(OBSERVED_ATTRIBUTES).size).toBe(OBSERVED_ATTRIBUTES.length);
  });

  it('should each have their row in the README, with the prop they set', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // The element-only props stand for the <Cashier> prop the README's column names.
    const cashierProp: Record<string, string> = {
      theme: 'appearance.theme',
      closable: 'onClose',
      supportChat: 'onOpenSupportChat',
    };
    for (const [name, { prop }] of Object.entries(ELEMENT_ATTRIBUTES)) {
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\| \`${cashierProp[prop] ?? prop}\``, 'm'));
    }
  });
});
