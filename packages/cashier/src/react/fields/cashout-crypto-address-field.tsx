import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `cashout_crypto_address` field. */
export function CashoutCryptoAddressField(props: FieldComponentProps<'cashout_crypto_address'>) {
  return <TextInput {...props} autoComplete="off" />;
}
