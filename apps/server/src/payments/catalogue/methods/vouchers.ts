import type { PaymentMethod } from '@playfront/contracts';
import { defineMethod } from '../define-method.ts';
import { amount, banner, code, password } from '../fields.ts';
import { INTERNATIONAL, pick, STANDARD_DEPOSIT } from '../markets.ts';
import { free, instant, notStated } from '../terms.ts';

/**
 * Prepaid vouchers and cash coupons (method type `voucher`), all deposit-only.
 * Vouchers are bought in shops up to a few hundred euros, hence the low ceilings.
 */
export const VOUCHER_METHODS: readonly PaymentMethod[] = [
  defineMethod({
    id: 'paysafecard',
    brand: 'Paysafecard',
    providerId: 'paysafecard',
    type: 'voucher',
    countries: INTERNATIONAL,
    // The PIN is entered on Paysafecard's own page, never in our form.
    deposit: {
      limits: {
        EUR: ['10', '1000'],
        GBP: ['10', '1000'],
        CAD: ['15', '1500'],
        AUD: ['15', '1500'],
        CHF: ['10', '1000'],
        SEK: ['100', '10000'],
        NOK: ['100', '10000'],
        PLN: ['40', '4000'],
      },
      processingTime: instant,
      commission: free,
    },
    fields: [amount],
  }),
  defineMethod({
    id: 'neosurf',
    brand: 'Neosurf',
    providerId: 'neosurf',
    type: 'voucher',
    countries: ['FR', 'BE', 'AU', 'CA', 'NZ', 'IE'],
    deposit: {
      limits: { EUR: ['10', '250'], AUD: ['10', '250'], CAD: ['10', '250'], NZD: ['10', '250'] },
      processingTime: instant,
      commission: free,
    },
    fields: [amount, code('voucher_code', 10, 'alphanumeric')],
  }),
  defineMethod({
    id: 'flexepin',
    brand: 'Flexepin',
    providerId: 'flexepin',
    type: 'voucher',
    countries: ['CA', 'AU', 'NZ', 'DE', 'AT'],
    deposit: {
      limits: { CAD: ['20', '500'], AUD: ['20', '500'], EUR: ['10', '500'] },
      processingTime: instant,
      commission: free,
    },
    // The 16-digit PIN is a bearer secret, so it is typed into a masked field.
    fields: [amount, password('voucher_pin')],
  }),
  defineMethod({
    id: 'cashlib',
    brand: 'CASHlib',
    providerId: 'cashlib',
    type: 'voucher',
    countries: ['FR', 'DE', 'AT', 'ES', 'IT', 'GB'],
    deposit: {
      limits: { EUR: ['10', '150'], GBP: ['10', '150'] },
      processingTime: instant,
      commission: free,
    },
    fields: [amount, code('voucher_code', 16, 'digits')],
  }),
  defineMethod({
    id: 'cashtocode',
    brand: 'CashtoCode',
    providerId: 'cashtocode',
    type: 'voucher',
    countries: ['DE', 'AT', 'CH', 'GB', 'CA'],
    // A coupon is issued at once; the deposit lands whenever the player pays it at a shop.
    deposit: {
      limits: pick(STANDARD_DEPOSIT, ['EUR', 'GBP', 'CHF', 'CAD']),
      processingTime: notStated,
      commission: free,
    },
    fields: [amount, banner('cashtocode_coupon')],
  }),
  defineMethod({
    id: 'jeton-cash',
    brand: 'Jeton Cash',
    providerId: 'jeton',
    type: 'voucher',
    countries: ['DE', 'AT', 'NL', 'NO', 'FI', 'CA'],
    deposit: {
      limits: { EUR: ['10', '500'], NOK: ['100', '5000'], CAD: ['15', '750'] },
      processingTime: instant,
      commission: free,
    },
    fields: [amount, code('voucher_code', 12, 'alphanumeric')],
  }),
];
