import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `crypto_address` field. */
export function CryptoAddressField(props: FieldComponentProps<'crypto_address'>) {
  return <TextInput {...props} autoComplete="off" />;
}
