import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `password` field. */
export function PasswordField(props: FieldComponentProps<'password'>) {
  return <TextInput {...props} inputType="password" autoComplete="current-password" />;
}
