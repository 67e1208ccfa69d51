import type { FieldDefinition } from '@playfront/contracts';
import type { FieldInput } from '@playfront/contracts/field-rules';

/**
 * The values worth keeping when a method's fields change under the player
 * (`outdated_method_fields`): those whose field still exists with the same name and type.
 * Hidden fields are left out: their new value comes with the new fields.
 */
export function keepCompatibleValues(
  oldFields: readonly FieldDefinition[],
  newFields: readonly FieldDefinition[],
  values: Readonly<Record<string, FieldInput>>,
): Record<string, FieldInput> {
  const oldTypes = new Map(oldFields.map((field) => [field.name, field.type]));
  const kept: Record<string, FieldInput> = {};
  for (const field of newFields) {
    if (field.type === 'hidden' || oldTypes.get(field.name) !== field.type) continue;
    if (Object.hasOwn(values, field.name)) kept[field.name] = values[field.name];
    // A multi-protocol address keeps its chosen network beside it.
    const network = `${field.name}_network`;
    if (field.type === 'multi_protocol_crypto_address' && Object.hasOwn(values, network)) {
      kept[network] = values[network];
    }
  }
  return kept;
}
