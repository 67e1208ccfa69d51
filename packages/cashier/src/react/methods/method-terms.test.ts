import { describe, expect, it } from 'vitest';
import { createTranslate } from '../i18n/messages.ts';
import { commissionText, limitsText, processingTimeText } from './method-terms.ts';

const t = createTranslate();

describe('method terms in words', () => {
  it('says every processing time', () => {
    expect(processingTimeText({ type: 'instant' }, t)).toBe('Instant');
    expect(processingTimeText({ type: 'range', from: 1, to: 3, unit: 'business_days' }, t)).toBe(
      '1–3 business days',
    );
    expect(processingTimeText({ type: 'static', value: 15, unit: 'minutes' }, t)).toBe('15 minutes');
    expect(processingTimeText({ type: 'none' }, t)).toBe('');
  });

  it('says every commission', () => {
    const amounts = [{ currency: 'EUR' as const, amount: 150 }];
    expect(commissionText({ type: 'percent', basisPoints: 250 }, 'EUR', t, 'en')).toBe('Fee 2.5%');
    expect(
      commissionText({ type: 'range-percent', fromBasisPoints: 100, toBasisPoints: 300 }, 'EUR', t, 'en'),
    ).toBe('Fee 1% to 3%');
    expect(commissionText({ type: 'fixed', amounts }, 'EUR', t, 'en')).toBe('Fee €1.50');
    expect(commissionText({ type: 'float', source: 'network_fee' }, 'EUR', t, 'en')).toBe(
      'Fee set at payment time',
    );
    expect(commissionText({ type: 'mixed', basisPoints: 100, amounts }, 'EUR', t, 'en')).toBe(
      'Fee 1% + €1.50',
    );
    expect(commissionText({ type: 'none' }, 'EUR', t, 'en')).toBe('No fee');
  });

  it('says the limits in the locale', () => {
    expect(limitsText({ currency: 'EUR', min: 1000, max: 500000 }, t, 'de-DE')).toBe(
      'From 10,00\u00a0€ to 5.000,00\u00a0€',
    );
    expect(limitsText(undefined, t, 'en')).toBe('No limits');
  });
});
