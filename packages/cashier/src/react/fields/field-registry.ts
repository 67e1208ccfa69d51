import type { FieldDefinition, FieldType } from '@playfront/contracts';
import { AmountField } from './amount-field.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { BannerField } from './banner-field.tsx';
import { ButtonField } from './button-field.tsx';
import { CardExpiryDateField } from './card-expiry-date-field.tsx';
import { CardHolderField } from './card-holder-field.tsx';
import { CardNumberField } from './card-number-field.tsx';
import { CascadeSelectField } from './cascade-select-field.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { CodeField } from './code-field.tsx';
import { CvvField } from './cvv-field.tsx';
import { DateField } from './date-field.tsx';
import { EmailField } from './email-field.tsx';
import { HiddenField } from './hidden-field.tsx';
import { onDemand } from '../../core/on-demand.ts';
import { lazyField } from './lazy-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { TelField } from './tel-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import type { FieldComponent } from './types.ts';

// The crypto field components: one chunk, loaded once; a failed load is tried again next time.
const cryptoFields = onDemand(() => import('./crypto-fields.ts'));

/** Field types whose components load on demand, with the crypto chunk. */
const CRYPTO_FIELD_TYPES: ReadonlySet<FieldType> = new Set([
  'crypto_address',
  'multi_protocol_crypto_address',
  'metamask',
  'deposit_crypto_address',
  'cashout_crypto_address',
  'crypto_currencies_account_select',
]);

const needsCryptoFields = (fields: readonly Pick<FieldDefinition, 'type'>[]): boolean =>
  fields.some((field) => CRYPTO_FIELD_TYPES.has(field.type));

/** Whether every component `fields` need is loaded, so a form can show whole, without shifting. */
export function fieldComponentsLoaded(fields: readonly Pick<FieldDefinition, 'type'>[]): boolean {
  return !needsCryptoFields(fields) || cryptoFields.loaded() !== undefined;
}

/** Loads the components `fields` need that are not in the first load; never rejects. */
export async function loadFieldComponents(fields: readonly Pick<FieldDefinition, 'type'>[]): Promise<void> {
  if (needsCryptoFields(fields)) await cryptoFields.load().catch(() => undefined);
}

/**
 * The component of every field type: `Record<FieldType, …>` with each type's own props, so a
 * type added to `FIELD_TYPES` fails to compile until it has a component here. The crypto fields'
 * components load on demand (`loadFieldComponents`), each with a placeholder until it arrives.
 */
export type FieldRegistry = { readonly [T in FieldType]: FieldComponent<T> };

export const FIELD_REGISTRY: FieldRegistry = {
  attachment: AttachmentField,
  amount: AmountField,
  email: EmailField,
  credit_card_number: CardNumberField,
  text: TextField,
  card_holder: CardHolderField,
  card_expiry_date: CardExpiryDateField,
  tel: TelField,
  cvv: CvvField,
  textarea: TextareaField,
  password: PasswordField,
  crypto_address: lazyField(cryptoFields.load, (module) => module.CryptoAddressField),
  multi_protocol_crypto_address: lazyField(
    cryptoFields.load,
    (module) => module.MultiProtocolCryptoAddressField,
  ),
  metamask: lazyField(cryptoFields.load, (module) => module.MetamaskField),
  deposit_crypto_address: lazyField(cryptoFields.load, (module) => module.DepositCryptoAddressField),
  cashout_crypto_address: lazyField(cryptoFields.load, (module) => module.CashoutCryptoAddressField),
  select: SelectField,
  cascade_select: CascadeSelectField,
  banner: BannerField,
  crypto_currencies_account_select: lazyField(
    cryptoFields.load,
    (module) => module.CryptoCurrenciesAccountSelectField,
  ),
  button: ButtonField,
  checkbox: CheckboxField,
  hidden: HiddenField,
  date: DateField,
  code: CodeField,
};
