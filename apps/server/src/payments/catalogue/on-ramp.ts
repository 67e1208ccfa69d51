import type { ConversionMethod, OnRampMode } from '@playfront/contracts';
import { defineMethod } from './define-method.ts';
import { amount, banner, checkbox } from './fields.ts';
import { INTERNATIONAL, pick, STANDARD_DEPOSIT } from './markets.ts';
import { between, floating, mixedFee, within } from './terms.ts';

/** The crypto on-ramp provider of the two complementary methods. */
export const ON_RAMP_PROVIDER_ID = 'moonpay';

/**
 * The mode the catalogue describes when none is given: the provider's sandbox, so nothing
 * moves real money until the server's configuration asks for `production`.
 */
export const DEFAULT_ON_RAMP_MODE: OnRampMode = 'development';

const FIAT_METHOD_ID = 'moonpay-fiat';
const CRYPTO_METHOD_ID = 'moonpay-crypto';
const FIAT_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD'] as const;
const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT'] as const;

const onRampFields = [amount, banner('onramp_notice'), checkbox('accept_onramp_terms')];

/**
 * The two complementary on-ramp methods (SPEC 3). Both take the player's card payment in the
 * provider's widget: the `fiat` one credits a fiat account (the provider's card fee shown as
 * percent plus a fixed part), the `crypto` one credits a crypto account at the provider's
 * exchange rate.
 */
export function conversionMethods(mode: OnRampMode = DEFAULT_ON_RAMP_MODE): readonly ConversionMethod[] {
  const fiat = defineMethod({
    id: FIAT_METHOD_ID,
    brand: 'MoonPay',
    providerId: ON_RAMP_PROVIDER_ID,
    type: 'cards',
    countries: INTERNATIONAL,
    deposit: {
      limits: pick(STANDARD_DEPOSIT, FIAT_CURRENCIES),
      processingTime: within(15, 'minutes'),
      commission: mixedFee('4.5', { EUR: '1.99', USD: '1.99', GBP: '1.99', CAD: '2.99', AUD: '2.99' }),
    },
    fields: onRampFields,
  });
  const crypto = defineMethod({
    id: CRYPTO_METHOD_ID,
    brand: 'MoonPay Crypto',
    providerId: ON_RAMP_PROVIDER_ID,
    type: 'crypto',
    countries: INTERNATIONAL,
    deposit: {
      limits: { BTC: ['0.0005', '2'], ETH: ['0.01', '40'], USDT: ['30', '50000'] },
      // Delivered on-chain once the card payment clears.
      processingTime: between(5, 30, 'minutes'),
      commission: floating('exchange_rate'),
    },
    fields: onRampFields,
  });
  return [
    {
      ...fiat,
      side: 'fiat',
      complementaryMethodId: CRYPTO_METHOD_ID,
      counterCurrencies: [...CRYPTO_CURRENCIES],
      mode,
    },
    {
      ...crypto,
      side: 'crypto',
      complementaryMethodId: FIAT_METHOD_ID,
      counterCurrencies: [...FIAT_CURRENCIES],
      mode,
    },
  ];
}
