import {
  networkValueName,
  type FieldDefinition,
  type FieldError,
  type PaymentAction,
  type PaymentMethod,
} from '@playfront/contracts';
import { isValidAddress } from '@playfront/contracts/crypto-address';
import {
  fieldsToFill,
  validateFields as checkFields,
  type FieldCheckers,
} from '@playfront/contracts/field-rules';
import { parseInternationalPhone } from '@playfront/contracts/field-rules/phone';
import { fieldProblemText } from '../player-text/field-problem-text.ts';
import { ENGLISH_TEXT, type PlayerText } from '../player-text/player-text.ts';

/** The server checks everything in full: phone numbering plans and address checksums. */
const SERVER_CHECKERS: FieldCheckers = { parsePhone: parseInternationalPhone, isValidAddress };

/** Types the form shows but the player does not fill in; the amount is the request's own field. */
const NOT_IN_VALUES: ReadonlySet<FieldDefinition['type']> = new Set(['amount', 'banner', 'button']);

export interface FormInput {
  readonly method: PaymentMethod;
  readonly action: PaymentAction;
  readonly currency: string;
  readonly fields: Readonly<Record<string, string | boolean>>;
  /** Paying with a saved card: the card's number, holder and expiry are not asked. */
  readonly savedCard: boolean;
  /** The saved card's brand (`visa`): its security code's length. */
  readonly savedCardBrand?: string | undefined;
  readonly now: number;
  /** The player's language for the messages; English when left out. */
  readonly text?: PlayerText | undefined;
}

/** The fields a method's form shows for `action`. */
export function formFields(method: PaymentMethod, action: PaymentAction): readonly FieldDefinition[] {
  return method.fields.filter((field) => field.actions === undefined || field.actions.includes(action));
}

/** Values a field sends besides its own. */
function companionNames(field: FieldDefinition): readonly string[] {
  return field.type === 'multi_protocol_crypto_address' ? [networkValueName(field.name)] : [];
}

/**
 * Checks every submitted value with the cashier's own field rules (`@playfront/contracts/
 * field-rules`, so the two never disagree), in full, and refuses a value for a field that is not
 * part of the form. Answers one message per invalid field, in form order; empty when all is well.
 */
export function validateFields(input: FormInput): FieldError[] {
  const text = input.text ?? ENGLISH_TEXT;
  const shown = formFields(input.method, input.action);
  const known = new Set(shown.flatMap((field) => [field.name, ...companionNames(field)]));
  const filled = fieldsToFill(shown, input.savedCard).filter((field) => !NOT_IN_VALUES.has(field.type));
  const problems = checkFields(filled, input.fields, {
    currency: input.currency,
    now: new Date(input.now),
    checkers: SERVER_CHECKERS,
    ...(input.savedCard && input.savedCardBrand !== undefined ? { cardBrand: input.savedCardBrand } : {}),
  });

  const errors: FieldError[] = Object.entries(problems).map(([name, problem]) => ({
    name,
    message: fieldProblemText(text.language, problem),
  }));
  for (const name of Object.keys(input.fields)) {
    if (!known.has(name)) errors.push({ name, message: text('field.not_in_form') });
  }
  return errors;
}
