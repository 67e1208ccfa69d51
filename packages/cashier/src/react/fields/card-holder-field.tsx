import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `card_holder` field. */
export function CardHolderField(props: FieldComponentProps<'card_holder'>) {
  return <TextInput {...props} autoComplete="cc-name" />;
}
