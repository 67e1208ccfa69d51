import { GENERIC_METHOD_NAMES, type PaymentMethod } from '@playfront/contracts';
import { defineMethod } from '../define-method.ts';
import {
  amount,
  banner,
  CASHOUT_ONLY,
  DEPOSIT_ONLY,
  ibanField,
  multiline,
  proofOfPayment,
  text,
} from '../fields.ts';
import { SEPA } from '../markets.ts';
import { between, fixedFee, free, within } from '../terms.ts';

const SWIFT_BIC_PATTERN = '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$';

/** Manual bank transfers to and from the operator's accounts (method type `bank_transfer`). */
export const BANK_TRANSFER_METHODS: readonly PaymentMethod[] = [
  defineMethod({
    id: 'bank-iban',
    brand: GENERIC_METHOD_NAMES['bank-iban'],
    providerId: 'clearjunction',
    type: 'bank_transfer',
    countries: SEPA,
    deposit: {
      limits: { EUR: ['20', '50000'] },
      processingTime: within(1, 'business_days'),
      commission: free,
    },
    cashout: {
      limits: { EUR: ['50', '50000'] },
      processingTime: between(1, 2, 'business_days'),
      commission: free,
    },
    fields: [
      amount,
      banner('sepa_transfer_instructions', 'info', { actions: DEPOSIT_ONLY }),
      // The sending IBAN matches the incoming transfer to the player.
      ibanField('bankiban', { actions: DEPOSIT_ONLY }),
      ibanField('iban_cashout', { actions: CASHOUT_ONLY }),
      text('account_holder', { minLength: 2, maxLength: 70 }, { actions: CASHOUT_ONLY }),
    ],
  }),
  defineMethod({
    id: 'bank-wire',
    brand: GENERIC_METHOD_NAMES['bank-wire'],
    providerId: 'clearjunction',
    type: 'bank_transfer',
    countries: [...SEPA, 'CA', 'AU', 'NZ', 'JP'],
    deposit: {
      limits: { EUR: ['100', '100000'], USD: ['100', '100000'], GBP: ['100', '100000'] },
      processingTime: between(1, 5, 'business_days'),
      commission: free,
    },
    cashout: {
      limits: { EUR: ['200', '100000'], USD: ['200', '100000'], GBP: ['200', '100000'] },
      processingTime: between(3, 5, 'business_days'),
      commission: fixedFee({ EUR: '15', USD: '20', GBP: '15' }),
    },
    fields: [
      amount,
      banner('wire_transfer_instructions', 'info', { actions: DEPOSIT_ONLY }),
      proofOfPayment,
      ibanField('bankintiban', { actions: CASHOUT_ONLY }),
      text('swift_bic', { pattern: SWIFT_BIC_PATTERN }, { actions: CASHOUT_ONLY }),
      text('account_holder', { minLength: 2, maxLength: 70 }, { actions: CASHOUT_ONLY }),
      multiline('beneficiary_address', { actions: CASHOUT_ONLY }),
    ],
  }),
];
