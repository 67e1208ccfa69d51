import { describe, expect, expectTypeOf, it } from 'vitest';
import type Type from 'typebox';
import { PAYMENT_ACTIONS, type PaymentAction } from './actions.ts';
import type { PaymentActionSchema } from './actions.schema.ts';
import { WIDGET_CLOSE_STATUSES } from './close-status.ts';
import { COMMISSION_TYPES, type Commission, type CommissionType } from './commission.ts';
import { PAYMENT_ERROR_KINDS, type PaymentErrorKind } from './error-kinds.ts';
import type { FieldDefinition } from './field-definition.ts';
import {
  BANK_ACCOUNT_FIELD_NAMES,
  FIELD_TYPES,
  isBankAccountFieldName,
  type FieldType,
} from './field-types.ts';
import { GENDERS } from './gender.ts';
import { METHOD_TYPES } from './method-types.ts';
import { ON_RAMP_MODES } from './on-ramp.ts';
import { PROCESSING_TIME_TYPES, type ProcessingTime, type ProcessingTimeType } from './processing-time.ts';
import {
  SUBMIT_STATUSES,
  type PaymentError,
  type SubmitOutcome,
  type SubmitStatus,
} from './submit-outcome.ts';
import { WIDGET_EVENT_NAMES, WIDGET_EVENTS } from './widget-events.ts';

/** The lists as SPEC.md writes them (sections 3 and 4), copied letter for letter. */
const SPEC = {
  fieldTypes:
    'attachment, amount, email, credit_card_number, text, card_holder, card_expiry_date, tel, cvv, textarea, password, crypto_address, multi_protocol_crypto_address, metamask, deposit_crypto_address, cashout_crypto_address, select, cascade_select, banner, crypto_currencies_account_select, button, checkbox, hidden, date, code',
  bankAccountFieldNames:
    'bankiban, bankintiban, iban_cashout, account_identifier, accountNumber, iban, display_iban, display_account_identifier, bankAccountId, bankIBAN',
  genders: 'm, f',
  actions: 'deposit, cashout',
  methodTypes: 'cards, direct, crypto, bank_transfer, voucher',
  processingTimeTypes: 'instant, range, static, none',
  commissionTypes: 'percent, range-percent, fixed, float, mixed, none',
  onRampModes: 'production, development',
  submitStatuses: 'unknown, notify, user_redirected, iframe_opened, outdated_method_fields, install_metamask',
  errorKinds: 'unknown_error, request_error, params_error, pop_up, verification_required',
  closeStatuses: 'success, failure, unknown',
  widgetEvents:
    'render form, notification, change payment action, change payment currency, change language, accounts updated, redirect, new payment methods available, payment popup closed, payment submit, web socket connection, close fast deposit modal, user updated',
};

const list = (text: string) => text.split(', ');

describe('given the payment enumerations of the specification', () => {
  it.each([
    ['FIELD_TYPES', FIELD_TYPES, SPEC.fieldTypes],
    ['BANK_ACCOUNT_FIELD_NAMES', BANK_ACCOUNT_FIELD_NAMES, SPEC.bankAccountFieldNames],
    ['GENDERS', GENDERS, SPEC.genders],
    ['PAYMENT_ACTIONS', PAYMENT_ACTIONS, SPEC.actions],
    ['METHOD_TYPES', METHOD_TYPES, SPEC.methodTypes],
    ['PROCESSING_TIME_TYPES', PROCESSING_TIME_TYPES, SPEC.processingTimeTypes],
    ['COMMISSION_TYPES', COMMISSION_TYPES, SPEC.commissionTypes],
    ['ON_RAMP_MODES', ON_RAMP_MODES, SPEC.onRampModes],
    ['SUBMIT_STATUSES', SUBMIT_STATUSES, SPEC.submitStatuses],
    ['PAYMENT_ERROR_KINDS', PAYMENT_ERROR_KINDS, SPEC.errorKinds],
    ['WIDGET_CLOSE_STATUSES', WIDGET_CLOSE_STATUSES, SPEC.closeStatuses],
  ])('should keep %s letter for letter and in order', (_name, values, spec) => {
    expect([...values]).toEqual(list(spec));
  });

  it('should have the 25 distinct field types', () => {
    expect(new Set(FIELD_TYPES).size).toBe(25);
  });

  it('should name every widget event as the specification does, in order', () => {
    expect(WIDGET_EVENTS.map((event) => WIDGET_EVENT_NAMES[event])).toEqual(list(SPEC.widgetEvents));
  });

  it('should derive each widget event id from its human name in snake_case', () => {
    for (const event of WIDGET_EVENTS) {
      expect(event).toBe(WIDGET_EVENT_NAMES[event].replaceAll(' ', '_'));
    }
  });

  it('should recognise bank-account field names with their exact casing only', () => {
    expect(isBankAccountFieldName('bankIBAN')).toBe(true);
    expect(isBankAccountFieldName('bankiban')).toBe(true);
    expect(isBankAccountFieldName('BankIban')).toBe(false);
    expect(isBankAccountFieldName('amount')).toBe(false);
  });
});

describe('given the schemas built on the enumerations', () => {
  it('should type each union exactly as its list', () => {
    expectTypeOf<Type.Static<typeof PaymentActionSchema>>().toEqualTypeOf<PaymentAction>();
    expectTypeOf<FieldDefinition['type']>().toEqualTypeOf<FieldType>();
    expectTypeOf<ProcessingTime['type']>().toEqualTypeOf<ProcessingTimeType>();
    expectTypeOf<Commission['type']>().toEqualTypeOf<CommissionType>();
    expectTypeOf<SubmitOutcome['status']>().toEqualTypeOf<SubmitStatus>();
    expectTypeOf<PaymentError['kind']>().toEqualTypeOf<PaymentErrorKind>();
  });
});
