import { GENERIC_METHOD_NAMES, type PaymentMethod } from '@playfront/contracts';
import { defineMethod } from '../define-method.ts';
import { amount, CASHOUT_ONLY, checkbox, hidden, ibanField, linkedBankAccount, phone } from '../fields.ts';
import { EEA, NORDICS_BALTICS, pick, STANDARD_CASHOUT, STANDARD_DEPOSIT } from '../markets.ts';
import { between, free, instant, within } from '../terms.ts';

/** Open-banking payments from the player's bank account (method type `bank_transfer`). */
export const OPEN_BANKING_METHODS: readonly PaymentMethod[] = [
  defineMethod({
    id: 'trustly',
    brand: 'Trustly',
    providerId: 'trustly',
    type: 'bank_transfer',
    countries: [...EEA, 'GB'],
    deposit: {
      limits: pick(STANDARD_DEPOSIT, ['EUR', 'GBP', 'SEK', 'NOK']),
      processingTime: instant,
      commission: free,
    },
    cashout: {
      limits: pick(STANDARD_CASHOUT, ['EUR', 'GBP', 'SEK', 'NOK']),
      processingTime: within(15, 'minutes'),
      commission: free,
    },
    fields: [amount],
  }),
  defineMethod({
    id: 'pay-n-play',
    brand: 'Trustly Pay N Play',
    providerId: 'trustly',
    type: 'bank_transfer',
    countries: ['SE', 'FI', 'EE', 'LV', 'LT', 'DE', 'NL'],
    // The bank login both pays and identifies the player, so no account is needed beforehand.
    deposit: { limits: pick(STANDARD_DEPOSIT, ['EUR', 'SEK']), processingTime: instant, commission: free },
    fields: [amount, hidden('flow', 'pay_n_play'), checkbox('accept_terms')],
  }),
  defineMethod({
    id: 'zimpler',
    brand: 'Zimpler',
    providerId: 'zimpler',
    type: 'bank_transfer',
    countries: ['SE', 'FI', 'EE', 'DE', 'NL'],
    deposit: { limits: pick(STANDARD_DEPOSIT, ['EUR', 'SEK']), processingTime: instant, commission: free },
    cashout: {
      limits: pick(STANDARD_CASHOUT, ['EUR', 'SEK']),
      processingTime: within(15, 'minutes'),
      commission: free,
    },
    fields: [amount, phone('zimpler_phone')],
  }),
  defineMethod({
    id: 'brite',
    brand: 'Brite',
    providerId: 'brite',
    type: 'bank_transfer',
    countries: [...NORDICS_BALTICS, 'NL', 'DE', 'AT', 'ES'],
    deposit: { limits: pick(STANDARD_DEPOSIT, ['EUR', 'SEK']), processingTime: instant, commission: free },
    cashout: {
      limits: pick(STANDARD_CASHOUT, ['EUR', 'SEK']),
      processingTime: within(5, 'minutes'),
      commission: free,
    },
    fields: [amount, ibanField('iban', { actions: CASHOUT_ONLY })],
  }),
  defineMethod({
    id: 'volt',
    brand: 'Volt',
    providerId: 'volt',
    type: 'bank_transfer',
    countries: ['GB', 'DE', 'AT', 'ES', 'FR', 'NL', 'PL'],
    deposit: {
      limits: { ...pick(STANDARD_DEPOSIT, ['EUR', 'GBP']), PLN: ['40', '20000'] },
      processingTime: instant,
      commission: free,
    },
    cashout: {
      limits: { ...pick(STANDARD_CASHOUT, ['EUR', 'GBP']), PLN: ['80', '40000'] },
      processingTime: between(1, 2, 'hours'),
      commission: free,
    },
    fields: [amount, ibanField('bankIBAN', { actions: CASHOUT_ONLY })],
  }),
  defineMethod({
    id: 'bank',
    brand: GENERIC_METHOD_NAMES.bank,
    providerId: 'truelayer',
    type: 'bank_transfer',
    countries: ['GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL'],
    deposit: { limits: pick(STANDARD_DEPOSIT, ['GBP', 'EUR']), processingTime: instant, commission: free },
    cashout: {
      limits: pick(STANDARD_CASHOUT, ['GBP', 'EUR']),
      processingTime: within(2, 'hours'),
      commission: free,
    },
    fields: [amount, ...linkedBankAccount],
  }),
  defineMethod({
    id: 'sofort',
    brand: 'Sofort',
    providerId: 'sofort',
    type: 'bank_transfer',
    countries: ['DE', 'AT', 'BE', 'NL', 'CH', 'IT', 'ES', 'PL'],
    deposit: {
      limits: { EUR: ['10', '5000'], CHF: ['10', '5000'], PLN: ['40', '20000'] },
      processingTime: instant,
      commission: free,
    },
    fields: [amount],
  }),
  defineMethod({
    id: 'rapid-transfer',
    brand: 'Rapid Transfer',
    providerId: 'skrill',
    type: 'bank_transfer',
    countries: [...EEA, 'GB'],
    deposit: {
      limits: pick(STANDARD_DEPOSIT, ['EUR', 'GBP', 'SEK', 'NOK']),
      processingTime: instant,
      commission: free,
    },
    fields: [amount],
  }),
];
