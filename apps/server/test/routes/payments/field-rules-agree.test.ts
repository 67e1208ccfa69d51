import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition, PaymentAction, SubmitResponse } from '@playfront/contracts';
import { passesLuhn, preloadValidators, validateFields } from '@playfront/cashier';
import { catalogue } from '../../../src/payments/catalogue/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { registerPlayer, submit, submitBody, type TestPlayer } from './submit-helpers.ts';

/**
 * The widget and the payments API judge every value alike (issue: one source of truth). Each
 * generated value goes through the cashier's own validation (with its on-demand checkers loaded)
 * and through a real submit; the two verdicts must agree, value for value. A field the form does
 * not have rides along so that every submit stops at validation: nothing is paid.
 */
const STOP = { not_a_field_of_this_form: 'x' };

/** A form as the widget shows it: the method's fields for the action. */
function widgetFields(methodId: string, action: PaymentAction): readonly FieldDefinition[] {
  const method = catalogue.method(methodId);
  if (method === undefined) throw new Error(`no method ${methodId}`);
  return method.fields.filter((field) => field.actions === undefined || field.actions.includes(action));
}

const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), {
      minLength: min,
      maxLength: max,
    })
    .map((d) => d.join(''));

/** Completes `body` with the digit that makes its Luhn check pass. */
function withLuhnDigit(body: string): string {
  const digit = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((candidate) => passesLuhn(`${body}${candidate}`)) ?? 0;
  return `${body}${digit}`;
}

const PREFIXES = [
  '4',
  '51',
  '2221',
  '34',
  '37',
  '6011',
  '62',
  '35',
  '36',
  '9792',
  '60',
  '5019',
  '1',
  '7',
  '8',
  '99',
];
const cardNumbers = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.integer({ min: 11, max: 20 }), digits(20, 20))
    .map(([prefix, length, rest]) => withLuhnDigit(`${prefix}${rest}`.slice(0, length - 1))),
  digits(10, 21),
  fc.constantFrom('4242 4242 4242 4242', '4242-4242-4242-4242', ' 378282246310005 ', '4242x4242', ''),
);

// Checksum-valid IBANs (among them the countries the old server table lacked), and their typos.
const IBANS = [
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'FR1420041010050500013M02606',
  'DZ580002100001113000000570',
  'AO06004400006729503010102',
  'IR710570029971601460641001',
  'MG4600005030071289421016045',
  'CV64000500000020108215144',
  'SN08SN0100152000048500003035',
  'NO9386011117947',
];
const ibans = fc.oneof(
  fc.constantFrom(...IBANS),
  fc.constantFrom(...IBANS).map((iban) =>
    iban
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
      .trim(),
  ),
  fc
    .tuple(fc.constantFrom(...IBANS), fc.nat(), fc.constantFrom('0', '1', '5', '9', 'A', 'B', 'C', 'Z'))
    .map(([iban, at, char]) => {
      const index = 4 + (at % (iban.length - 4));
      return `${iban.slice(0, index)}${char}${iban.slice(index + 1)}`;
    }),
  fc.string({ maxLength: 30 }),
);

const phones = fc.oneof(
  fc.constantFrom(
    '+49 30 123456',
    '+44 20 7946 0958',
    '+1 000 000 0000',
    '+358 40 1234567',
    '030 123456',
    '+49 1',
  ),
  digits(4, 15).map((d) => `+${d}`),
  fc.string({ maxLength: 16 }),
);

const emails = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), fc.constant('ada@example'));

const dates = fc.oneof(
  fc
    .date({ min: new Date('1890-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2023-02-30', '20000101', '1999-13-01', ''),
  fc.string({ maxLength: 12 }),
);

const expiries = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 60 }), fc.boolean())
    .map(
      ([month, year, long]) =>
        `${String(month).padStart(2, '0')}/${long ? 2000 + year : String(year).padStart(2, '0')}`,
    ),
  fc.string({ maxLength: 8 }),
);

const codes = fc.oneof(digits(0, 8), fc.string({ maxLength: 8 }));
const holders = fc.oneof(
  fc.constantFrom('Ada Lovelace', "O'Brien-Smith", 'Zoë Åberg', 'A', 'R2D2'),
  fc.string({ maxLength: 70 }),
);

interface FieldCase {
  readonly title: string;
  readonly methodId: string;
  readonly action: PaymentAction;
  readonly country: string;
  readonly currency: string;
  readonly field: string;
  readonly values: fc.Arbitrary<string>;
  /** The other values of the form, when the field's rule reads them (the CVV reads the number). */
  readonly companions?: fc.Arbitrary<Record<string, string>>;
}

const CASES: readonly FieldCase[] = [
  {
    title: 'card numbers',
    methodId: 'credit-card',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'card_number',
    values: cardNumbers,
  },
  {
    title: 'security codes against their card',
    methodId: 'credit-card',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'cvv',
    values: digits(0, 5),
    companions: fc
      .constantFrom('4242424242424242', '378282246310005', '9999999999999995')
      .map((card_number) => ({ card_number })),
  },
  {
    title: 'expiry dates',
    methodId: 'credit-card',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'expiry_date',
    values: expiries,
  },
  {
    title: 'card holders',
    methodId: 'credit-card',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'card_holder',
    values: holders,
  },
  {
    title: 'IBANs',
    methodId: 'bank-iban',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'bankiban',
    values: ibans,
  },
  {
    title: 'phone numbers',
    methodId: 'zimpler',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'zimpler_phone',
    values: phones,
  },
  {
    title: 'e-mail addresses',
    methodId: 'skrill',
    action: 'deposit',
    country: 'DE',
    currency: 'EUR',
    field: 'skrill_email',
    values: emails,
  },
  {
    title: 'birth dates',
    methodId: 'boleto',
    action: 'deposit',
    country: 'BR',
    currency: 'BRL',
    field: 'date_of_birth',
    values: dates,
  },
  {
    title: 'voucher codes',
    methodId: 'neosurf',
    action: 'deposit',
    country: 'IE',
    currency: 'EUR',
    field: 'voucher_code',
    values: codes,
  },
];

describe('given the same values typed in the widget and sent to the payments API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const players = new Map<string, TestPlayer>();

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    await preloadValidators([{ type: 'tel' }, { type: 'cashout_crypto_address' }]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function playerFor(country: string, currency: string): Promise<TestPlayer> {
    let player = players.get(`${country}:${currency}`);
    if (player === undefined) {
      player = await registerPlayer(app, { country, currency });
      players.set(`${country}:${currency}`, player);
    }
    return player;
  }

  it.each(CASES)(
    'should judge $title alike',
    async ({ methodId, action, country, currency, field, values, companions }) => {
      const player = await playerFor(country, currency);
      const fields = widgetFields(methodId, action);
      await fc.assert(
        fc.asyncProperty(values, companions ?? fc.constant({}), async (value, others) => {
          const typed = { ...others, [field]: value };
          const widgetRefuses = Object.hasOwn(validateFields(fields, typed, { currency }), field);

          const body = submitBody(methodId, action, currency as 'EUR', 5000, { ...typed, ...STOP });
          const response = await submit(app, player, body);
          const answer = response.json<SubmitResponse>();
          // Every submit must reach the field check, and stop there on the stray field.
          if (
            answer.ok ||
            answer.error.kind !== 'params_error' ||
            answer.error.code !== 'VALIDATE_PROFILE_ERROR'
          ) {
            throw new Error(`the submit did not stop at the field check: ${response.body}`);
          }
          const serverRefuses = answer.error.fields.some((problem) => problem.name === field);

          expect({ value, serverRefuses }).toEqual({ value, serverRefuses: widgetRefuses });
        }),
        { numRuns: 60 },
      );
    },
  );
});
