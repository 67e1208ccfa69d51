import type { FieldDefinition } from '../payments/field-definition.ts';

/**
 * The card details a saved card stands in for. Its security code is not among them: it is never
 * stored, so the player types it again and the API checks it like any other.
 */
export const SAVED_CARD_FIELD_TYPES = ['credit_card_number', 'card_holder', 'card_expiry_date'] as const;

/** The fields a form asks for: paying with a saved card leaves out what the card stands in for. */
export function fieldsToFill<Field extends Pick<FieldDefinition, 'type'>>(
  fields: readonly Field[],
  savedCard: boolean,
): readonly Field[] {
  if (!savedCard) return fields;
  return fields.filter((field) => !(SAVED_CARD_FIELD_TYPES as readonly string[]).includes(field.type));
}
