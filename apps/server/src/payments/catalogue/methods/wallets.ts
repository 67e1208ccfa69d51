import type { PaymentMethod } from '@playfront/contracts';
import { defineMethod } from '../define-method.ts';
import { amount, CASHOUT_ONLY, email, oauthLogin, phone, text } from '../fields.ts';
import { INTERNATIONAL, pick, STANDARD_CASHOUT, STANDARD_DEPOSIT } from '../markets.ts';
import { between, free, instant, notStated, percent, within } from '../terms.ts';

/** E-wallets and payment apps (method type `direct`). */
export const WALLET_METHODS: readonly PaymentMethod[] = [
  defineMethod({
    id: 'skrill',
    brand: 'Skrill',
    providerId: 'skrill',
    type: 'direct',
    countries: INTERNATIONAL,
    deposit: { limits: STANDARD_DEPOSIT, processingTime: instant, commission: free },
    cashout: { limits: STANDARD_CASHOUT, processingTime: between(1, 24, 'hours'), commission: free },
    fields: [amount, email('skrill_email')],
  }),
  defineMethod({
    id: 'skrill-1-tap',
    brand: 'Skrill 1-Tap',
    providerId: 'skrill',
    type: 'direct',
    countries: INTERNATIONAL,
    // The player authorised 1-Tap once on Skrill; later deposits need only the amount.
    deposit: { limits: STANDARD_DEPOSIT, processingTime: instant, commission: free },
    fields: [amount],
  }),
  defineMethod({
    id: 'neteller',
    brand: 'Neteller',
    providerId: 'neteller',
    type: 'direct',
    countries: INTERNATIONAL,
    deposit: { limits: STANDARD_DEPOSIT, processingTime: instant, commission: free },
    cashout: { limits: STANDARD_CASHOUT, processingTime: between(1, 24, 'hours'), commission: free },
    fields: [amount, email('neteller_email')],
  }),
  defineMethod({
    id: 'muchbetter',
    brand: 'MuchBetter',
    providerId: 'muchbetter',
    type: 'direct',
    countries: INTERNATIONAL,
    deposit: { limits: STANDARD_DEPOSIT, processingTime: instant, commission: free },
    cashout: { limits: STANDARD_CASHOUT, processingTime: within(1, 'hours'), commission: free },
    // The payment is approved in the MuchBetter app registered to this phone number.
    fields: [amount, phone('muchbetter_phone')],
  }),
  defineMethod({
    id: 'jeton',
    brand: 'Jeton',
    providerId: 'jeton',
    type: 'direct',
    countries: [...INTERNATIONAL, 'TR', 'JP'],
    deposit: {
      limits: {
        ...pick(STANDARD_DEPOSIT, ['EUR', 'USD', 'GBP', 'NOK']),
        TRY: ['100', '150000'],
        JPY: ['1000', '700000'],
      },
      processingTime: instant,
      commission: free,
    },
    cashout: {
      limits: {
        ...pick(STANDARD_CASHOUT, ['EUR', 'USD', 'GBP', 'NOK']),
        TRY: ['200', '300000'],
        JPY: ['3000', '1500000'],
      },
      processingTime: between(1, 12, 'hours'),
      commission: free,
    },
    fields: [amount, text('jeton_wallet_number', { pattern: '^[0-9]{6,12}$' }, { actions: CASHOUT_ONLY })],
  }),
  defineMethod({
    id: 'astropay',
    brand: 'AstroPay',
    providerId: 'astropay',
    type: 'direct',
    countries: ['BR', 'MX', 'CL', 'CO', 'PE', 'AR', 'IN', 'TR'],
    deposit: {
      limits: {
        USD: ['5', '5000'],
        BRL: ['25', '25000'],
        MXN: ['100', '100000'],
        CLP: ['5000', '4000000'],
        COP: ['20000', '20000000'],
        PEN: ['20', '20000'],
        ARS: ['5000', '5000000'],
      },
      processingTime: instant,
      commission: free,
    },
    cashout: {
      limits: { USD: ['10', '10000'], BRL: ['50', '50000'], MXN: ['200', '200000'] },
      processingTime: between(1, 24, 'hours'),
      commission: percent('1'),
    },
    fields: [amount, phone('astropay_phone')],
  }),
  defineMethod({
    id: 'payz',
    brand: 'Payz',
    providerId: 'payz',
    type: 'direct',
    countries: [...INTERNATIONAL, 'JP'],
    deposit: {
      limits: { ...STANDARD_DEPOSIT, JPY: ['1000', '700000'] },
      processingTime: instant,
      commission: free,
    },
    cashout: { limits: STANDARD_CASHOUT, processingTime: between(1, 24, 'hours'), commission: free },
    fields: [amount, text('payz_account_id', { pattern: '^[0-9]{10,12}$' })],
  }),
  defineMethod({
    id: 'mifinity',
    brand: 'MiFinity',
    providerId: 'mifinity',
    type: 'direct',
    countries: [...INTERNATIONAL, 'BR', 'JP'],
    deposit: {
      limits: { ...STANDARD_DEPOSIT, BRL: ['25', '25000'], JPY: ['1000', '700000'] },
      processingTime: instant,
      commission: free,
    },
    cashout: { limits: STANDARD_CASHOUT, processingTime: within(15, 'minutes'), commission: free },
    // Sign-in with the MiFinity app replaces an account field.
    fields: [amount, oauthLogin('mifinity')],
  }),
  defineMethod({
    id: 'sticpay',
    brand: 'SticPay',
    providerId: 'sticpay',
    type: 'direct',
    countries: ['JP', 'KR', 'TH', 'CA', 'NZ'],
    deposit: {
      limits: {
        USD: ['10', '5000'],
        JPY: ['1000', '700000'],
        KRW: ['10000', '7000000'],
        CAD: ['15', '7500'],
      },
      processingTime: instant,
      commission: free,
    },
    cashout: {
      limits: { USD: ['20', '10000'], JPY: ['3000', '1500000'] },
      processingTime: notStated,
      commission: percent('1'),
    },
    fields: [amount, email('sticpay_email')],
  }),
  defineMethod({
    id: 'paypal',
    brand: 'PayPal',
    providerId: 'paypal',
    type: 'direct',
    countries: ['GB', 'DE', 'AT', 'ES', 'IT', 'IE'],
    deposit: { limits: pick(STANDARD_DEPOSIT, ['EUR', 'GBP']), processingTime: instant, commission: free },
    cashout: {
      limits: pick(STANDARD_CASHOUT, ['EUR', 'GBP']),
      processingTime: between(1, 2, 'days'),
      commission: free,
    },
    fields: [amount, email('paypal_email', { actions: CASHOUT_ONLY })],
  }),
];
