import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTranslate, PaymentForm, type FormValues } from '@playfront/cashier/react';
import type { FieldDefinition } from '@playfront/contracts';
import {
  CARD_FIELDS,
  CHOICE_FIELDS,
  CRYPTO_FIELDS,
  CRYPTO_INITIAL_VALUES,
  TEXT_FIELDS,
} from './fixtures/fields.ts';
import { ScreenFrame } from './screen-frame.tsx';
import { lookOf } from './story-look.ts';

interface FormArgs {
  fields: readonly FieldDefinition[];
  initialValues?: FormValues;
  /** Shows problems as the payments API answers them after a submit (`params_error`), in the look's language. */
  withProblems?: boolean;
}

/** The problems by field name, in the language's own words (the server answers in `Accept-Language`). */
function problems(language: string, messages: Readonly<Record<string, string>>) {
  const t = createTranslate(messages, undefined, language);
  return {
    amount: t('validation.amount.min', { min: '10.00' }),
    card_number: t('validation.card_number.luhn'),
  };
}

/**
 * Every field type of the spec (25) through the cashier's own field registry, in four forms, and
 * a form with problems shown: what a method's form can hold.
 */
const meta: Meta<FormArgs> = {
  title: 'Cashier/Fields',
  render: ({ fields, initialValues, withProblems = false }, { loaded }) => {
    const look = lookOf(loaded);
    return (
      <ScreenFrame look={look}>
        <PaymentForm
          fields={fields}
          action="deposit"
          currency="EUR"
          limits={{ min: 1_000, max: 500_000 }}
          quickAmounts={[2_000, 5_000, 10_000]}
          {...(initialValues === undefined ? {} : { initialValues })}
          {...(withProblems ? { serverErrors: problems(look.language, look.messages) } : {})}
          now={new Date('2026-11-26T12:00:00Z')}
          onSubmit={() => undefined}
        />
      </ScreenFrame>
    );
  },
};
export default meta;

type Story = StoryObj<FormArgs>;

/** amount, credit_card_number, card_holder, card_expiry_date, cvv, checkbox. */
export const Card: Story = { args: { fields: CARD_FIELDS } };

/** email, tel, text, textarea, password, date, code. */
export const TextAndCodes: Story = { args: { fields: TEXT_FIELDS } };

/** banner, select, cascade_select, attachment, button, checkbox, hidden. */
export const ChoicesAndFiles: Story = { args: { fields: CHOICE_FIELDS } };

/** crypto_currencies_account_select, deposit_crypto_address (with its QR code), crypto_address, cashout_crypto_address, multi_protocol_crypto_address, metamask. */
export const Crypto: Story = { args: { fields: CRYPTO_FIELDS, initialValues: CRYPTO_INITIAL_VALUES } };

/** The problems the server found, shown by their fields until the player changes them. */
export const WithProblems: Story = {
  args: {
    fields: CARD_FIELDS,
    initialValues: { amount: '5', card_number: '4111 1111 1111 1112' },
    withProblems: true,
  },
};
