import { formatEmail } from '../../core/masks/email-mask.ts';
import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/**
 * The `email` field, typed through the spec's e-mail mask (no spaces, one `@`); the rule in
 * `core/fields/rules/email.ts` judges the result. Loaded on demand with the mask library.
 */
export function EmailField(props: FieldComponentProps<'email'>) {
  return <TextInput {...props} inputType="email" autoComplete="email" format={formatEmail} />;
}
