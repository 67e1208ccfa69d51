import type { PaymentMethod } from '@playfront/contracts';
import { defineMethod } from '../define-method.ts';
import { amount, select, banner, code, phone, text } from '../fields.ts';
import { between, free, instant, within } from '../terms.ts';

const POLISH_BANKS = [
  { value: 'mbank', labelKey: 'payments.banks.mbank' },
  { value: 'pko_bp', labelKey: 'payments.banks.pko_bp' },
  { value: 'pekao', labelKey: 'payments.banks.pekao' },
  { value: 'ing_pl', labelKey: 'payments.banks.ing_pl' },
  { value: 'santander_pl', labelKey: 'payments.banks.santander_pl' },
  { value: 'millennium', labelKey: 'payments.banks.millennium' },
];

/** European local methods: national bank schemes and wallets. */
export const LOCAL_EUROPE_METHODS: readonly PaymentMethod[] = [
  defineMethod({
    id: 'ideal',
    brand: 'iDEAL',
    providerId: 'ppro',
    type: 'bank_transfer',
    countries: ['NL'],
    deposit: { limits: { EUR: ['10', '10000'] }, processingTime: instant, commission: free },
    fields: [amount],
  }),
  defineMethod({
    id: 'eps',
    brand: 'EPS',
    providerId: 'ppro',
    type: 'bank_transfer',
    countries: ['AT'],
    deposit: { limits: { EUR: ['10', '5000'] }, processingTime: instant, commission: free },
    fields: [amount],
  }),
  defineMethod({
    id: 'mybank',
    brand: 'MyBank',
    providerId: 'ppro',
    type: 'bank_transfer',
    countries: ['IT'],
    deposit: { limits: { EUR: ['10', '5000'] }, processingTime: instant, commission: free },
    fields: [amount],
  }),
  defineMethod({
    id: 'multibanco',
    brand: 'Multibanco',
    providerId: 'ppro',
    type: 'bank_transfer',
    countries: ['PT'],
    // The player pays a reference at an ATM or in home banking; it lands when paid.
    deposit: { limits: { EUR: ['10', '2500'] }, processingTime: between(1, 24, 'hours'), commission: free },
    fields: [amount, banner('multibanco_reference')],
  }),
  defineMethod({
    id: 'przelewy24',
    brand: 'Przelewy24',
    providerId: 'przelewy24',
    type: 'bank_transfer',
    countries: ['PL'],
    deposit: {
      limits: { PLN: ['20', '20000'], EUR: ['5', '5000'] },
      processingTime: instant,
      commission: free,
    },
    fields: [amount, select('bank', POLISH_BANKS)],
  }),
  defineMethod({
    id: 'blik',
    brand: 'BLIK',
    providerId: 'payu',
    type: 'bank_transfer',
    countries: ['PL'],
    // The 6-digit code comes from the player's banking app and is confirmed there.
    deposit: { limits: { PLN: ['10', '10000'] }, processingTime: instant, commission: free },
    fields: [amount, code('blik_code', 6, 'digits')],
  }),
  defineMethod({
    id: 'papara',
    brand: 'Papara',
    providerId: 'papara',
    type: 'direct',
    countries: ['TR'],
    deposit: { limits: { TRY: ['100', '150000'] }, processingTime: instant, commission: free },
    cashout: { limits: { TRY: ['250', '250000'] }, processingTime: within(30, 'minutes'), commission: free },
    fields: [amount, text('papara_number', { pattern: '^[0-9]{10}$' })],
  }),
  defineMethod({
    id: 'mb-way',
    brand: 'MB WAY',
    providerId: 'ppro',
    type: 'direct',
    countries: ['PT'],
    deposit: { limits: { EUR: ['5', '2500'] }, processingTime: instant, commission: free },
    fields: [amount, phone('mbway_phone')],
  }),
];
