import type { FieldComponentProps } from './types.ts';

/** The `hidden` field: sent with the form, never shown. */
export function HiddenField({ field }: FieldComponentProps<'hidden'>) {
  return <input type="hidden" name={field.name} value={field.value} />;
}
