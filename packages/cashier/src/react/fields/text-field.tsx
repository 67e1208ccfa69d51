import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `text` field. */
export function TextField(props: FieldComponentProps<'text'>) {
  return <TextInput {...props} autoComplete="off" />;
}
