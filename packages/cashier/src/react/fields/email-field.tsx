import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `email` field. */
export function EmailField(props: FieldComponentProps<'email'>) {
  return <TextInput {...props} inputType="email" autoComplete="email" />;
}
