import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `textarea` field. */
export function TextareaField(props: FieldComponentProps<'textarea'>) {
  return <TextInput {...props} multiline />;
}
