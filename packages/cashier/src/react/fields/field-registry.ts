import type { FieldDefinition, FieldType } from '@playfront/contracts';
import { AttachmentField } from './attachment-field.tsx';
import { BannerField } from './banner-field.tsx';
import { ButtonField } from './button-field.tsx';
import { CardHolderField } from './card-holder-field.tsx';
import { CardNumberField } from './card-number-field.tsx';
import { CascadeSelectField } from './cascade-select-field.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { CodeField } from './code-field.tsx';
import { CvvField } from './cvv-field.tsx';
import { HiddenField } from './hidden-field.tsx';
import { onDemand } from '../../core/on-demand.ts';
import { lazyField } from './lazy-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { TelField } from './tel-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import type { FieldComponent } from './types.ts';

// Field components in chunks of their own, loaded once; a failed load is tried again next time.
// The crypto fields (address checks, QR codes) and the masked fields (the mask library).
const cryptoFields = onDemand(() => import('./crypto-fields.ts'));
const maskedFields = onDemand(() => import('./masked-fields.ts'));

/** Which chunk holds the component of each field type not in the first load. */
const ON_DEMAND: readonly {
  readonly types: ReadonlySet<FieldType>;
  readonly chunk: typeof cryptoFields | typeof maskedFields;
}[] = [
  {
    types: new Set<FieldType>([
      'crypto_address',
      'multi_protocol_crypto_address',
      'metamask',
      'deposit_crypto_address',
      'cashout_crypto_address',
      'crypto_currencies_account_select',
    ]),
    chunk: cryptoFields,
  },
  { types: new Set<FieldType>(['amount', 'email', 'card_expiry_date', 'date']), chunk: maskedFields },
];

const chunksFor = (fields: readonly Pick<FieldDefinition, 'type'>[]) =>
  ON_DEMAND.filter(({ types }) => fields.some((field) => types.has(field.type))).map(({ chunk }) => chunk);

/** Whether every component `fields` need is loaded, so a form can show whole, without shifting. */
export function fieldComponentsLoaded(fields: readonly Pick<FieldDefinition, 'type'>[]): boolean {
  return chunksFor(fields).every((chunk) => chunk.loaded() !== undefined);
}

/** Fetches the masked fields' chunk ahead (nearly every form has an amount); never rejects. */
export function prefetchMaskedFields(): void {
  void maskedFields.load().catch(() => undefined);
}

/** Loads the components `fields` need that are not in the first load; never rejects. */
export async function loadFieldComponents(fields: readonly Pick<FieldDefinition, 'type'>[]): Promise<void> {
  await Promise.all(chunksFor(fields).map((chunk) => chunk.load().catch(() => undefined)));
}

/**
 * The component of every field type: `Record<FieldType, …>` with each type's own props, so a
 * type added to `FIELD_TYPES` fails to compile until it has a component here. The crypto fields'
 * and masked fields' components load on demand (`loadFieldComponents`), each with a placeholder
 * until it arrives.
 */
export type FieldRegistry = { readonly [T in FieldType]: FieldComponent<T> };

export const FIELD_REGISTRY: FieldRegistry = {
  attachment: AttachmentField,
  amount: lazyField(maskedFields, (module) => module.AmountField),
  email: lazyField(maskedFields, (module) => module.EmailField),
  credit_card_number: CardNumberField,
  text: TextField,
  card_holder: CardHolderField,
  card_expiry_date: lazyField(maskedFields, (module) => module.CardExpiryDateField),
  tel: TelField,
  cvv: CvvField,
  textarea: TextareaField,
  password: PasswordField,
  crypto_address: lazyField(cryptoFields, (module) => module.CryptoAddressField),
  multi_protocol_crypto_address: lazyField(cryptoFields, (module) => module.MultiProtocolCryptoAddressField),
  metamask: lazyField(cryptoFields, (module) => module.MetamaskField),
  deposit_crypto_address: lazyField(cryptoFields, (module) => module.DepositCryptoAddressField),
  cashout_crypto_address: lazyField(cryptoFields, (module) => module.CashoutCryptoAddressField),
  select: SelectField,
  cascade_select: CascadeSelectField,
  banner: BannerField,
  crypto_currencies_account_select: lazyField(
    cryptoFields,
    (module) => module.CryptoCurrenciesAccountSelectField,
  ),
  button: ButtonField,
  checkbox: CheckboxField,
  hidden: HiddenField,
  date: lazyField(maskedFields, (module) => module.DateField),
  code: CodeField,
};
