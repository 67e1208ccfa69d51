import { GENERIC_METHOD_NAMES, type CascadeGroup, type PaymentMethod } from '@playfront/contracts';
import { defineMethod } from '../define-method.ts';
import {
  accountIdentifier,
  accountNumber,
  amount,
  bankCascade,
  banner,
  CASHOUT_ONLY,
  DEPOSIT_ONLY,
  phone,
  select,
  text,
} from '../fields.ts';
import { between, free, instant, within } from '../terms.ts';

const INDIAN_BANKS = [
  { value: 'sbi', labelKey: 'payments.banks.sbi' },
  { value: 'hdfc', labelKey: 'payments.banks.hdfc' },
  { value: 'icici', labelKey: 'payments.banks.icici' },
  { value: 'axis', labelKey: 'payments.banks.axis' },
  { value: 'kotak', labelKey: 'payments.banks.kotak' },
];

/** Help2Pay's banks by country: the player picks the country, then the bank. */
const ASIAN_BANKS: readonly CascadeGroup[] = [
  {
    value: 'TH',
    labelKey: 'payments.countries.th',
    options: [
      { value: 'kbank', labelKey: 'payments.banks.kbank' },
      { value: 'scb', labelKey: 'payments.banks.scb' },
      { value: 'bbl', labelKey: 'payments.banks.bbl' },
    ],
  },
  {
    value: 'VN',
    labelKey: 'payments.countries.vn',
    options: [
      { value: 'vietcombank', labelKey: 'payments.banks.vietcombank' },
      { value: 'techcombank', labelKey: 'payments.banks.techcombank' },
      { value: 'acb', labelKey: 'payments.banks.acb' },
    ],
  },
  {
    value: 'MY',
    labelKey: 'payments.countries.my',
    options: [
      { value: 'maybank', labelKey: 'payments.banks.maybank' },
      { value: 'cimb', labelKey: 'payments.banks.cimb' },
      { value: 'public_bank', labelKey: 'payments.banks.public_bank' },
    ],
  },
  {
    value: 'ID',
    labelKey: 'payments.countries.id',
    options: [
      { value: 'bca', labelKey: 'payments.banks.bca' },
      { value: 'mandiri', labelKey: 'payments.banks.mandiri' },
      { value: 'bni', labelKey: 'payments.banks.bni' },
    ],
  },
];

/** Local methods of Asia and the Pacific. */
export const LOCAL_ASIA_PACIFIC_METHODS: readonly PaymentMethod[] = [
  defineMethod({
    id: 'upi',
    brand: 'UPI',
    providerId: 'payu',
    type: 'bank_transfer',
    countries: ['IN'],
    deposit: { limits: { INR: ['300', '100000'] }, processingTime: instant, commission: free },
    // A virtual payment address, e.g. name@okbank; the player approves in the UPI app.
    fields: [amount, text('vpa', { pattern: '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$' })],
  }),
  defineMethod({
    id: 'netbanking',
    brand: 'NetBanking',
    providerId: 'payu',
    type: 'bank_transfer',
    countries: ['IN'],
    deposit: { limits: { INR: ['500', '200000'] }, processingTime: instant, commission: free },
    cashout: {
      limits: { INR: ['1000', '200000'] },
      processingTime: between(1, 2, 'business_days'),
      commission: free,
    },
    fields: [
      amount,
      select('bank', INDIAN_BANKS, { actions: DEPOSIT_ONLY }),
      accountNumber('^[0-9]{9,18}$', { actions: CASHOUT_ONLY }),
      text('ifsc', { pattern: '^[A-Z]{4}0[A-Z0-9]{6}$' }, { actions: CASHOUT_ONLY }),
    ],
  }),
  defineMethod({
    id: 'payid',
    brand: 'PayID',
    providerId: 'monoova',
    type: 'bank_transfer',
    countries: ['AU'],
    // Deposits: the player pays our PayID from their banking app. Cashouts go to their PayID.
    deposit: {
      limits: { AUD: ['20', '10000'] },
      processingTime: between(1, 60, 'minutes'),
      commission: free,
    },
    cashout: { limits: { AUD: ['30', '20000'] }, processingTime: between(1, 4, 'hours'), commission: free },
    fields: [
      amount,
      banner('payid_instructions', 'info', { actions: DEPOSIT_ONLY }),
      accountIdentifier({ actions: CASHOUT_ONLY }),
    ],
  }),
  defineMethod({
    id: 'promptpay',
    brand: 'PromptPay',
    providerId: 'help2pay',
    type: 'bank_transfer',
    countries: ['TH'],
    deposit: { limits: { THB: ['300', '200000'] }, processingTime: instant, commission: free },
    fields: [amount, banner('promptpay_qr')],
  }),
  defineMethod({
    id: 'local-bank-transfer-asia',
    brand: GENERIC_METHOD_NAMES['local-bank-transfer-asia'],
    providerId: 'help2pay',
    type: 'bank_transfer',
    countries: ['TH', 'VN', 'MY', 'ID'],
    deposit: {
      limits: {
        THB: ['300', '200000'],
        VND: ['200000', '300000000'],
        MYR: ['50', '30000'],
        IDR: ['100000', '100000000'],
      },
      processingTime: within(15, 'minutes'),
      commission: free,
    },
    cashout: {
      limits: {
        THB: ['500', '300000'],
        VND: ['300000', '500000000'],
        MYR: ['100', '50000'],
        IDR: ['200000', '200000000'],
      },
      processingTime: between(1, 24, 'hours'),
      commission: free,
    },
    fields: [
      amount,
      bankCascade('bank', ASIAN_BANKS),
      accountNumber('^[0-9]{8,16}$', { actions: CASHOUT_ONLY }),
      text('account_holder', { minLength: 2, maxLength: 70 }, { actions: CASHOUT_ONLY }),
    ],
  }),
  defineMethod({
    id: 'duitnow',
    brand: 'DuitNow',
    providerId: 'help2pay',
    type: 'bank_transfer',
    countries: ['MY'],
    deposit: { limits: { MYR: ['30', '30000'] }, processingTime: instant, commission: free },
    fields: [amount, banner('duitnow_qr')],
  }),
  defineMethod({
    id: 'gcash',
    brand: 'GCash',
    providerId: 'help2pay',
    type: 'direct',
    countries: ['PH'],
    deposit: { limits: { PHP: ['100', '100000'] }, processingTime: instant, commission: free },
    cashout: { limits: { PHP: ['200', '100000'] }, processingTime: within(1, 'hours'), commission: free },
    fields: [amount, phone('gcash_phone')],
  }),
];
