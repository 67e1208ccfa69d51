import type { FieldType } from '@playfront/contracts';
import { AmountField } from './amount-field.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { BannerField } from './banner-field.tsx';
import { ButtonField } from './button-field.tsx';
import { CardExpiryDateField } from './card-expiry-date-field.tsx';
import { CardHolderField } from './card-holder-field.tsx';
import { CardNumberField } from './card-number-field.tsx';
import { CascadeSelectField } from './cascade-select-field.tsx';
import { CashoutCryptoAddressField } from './cashout-crypto-address-field.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { CodeField } from './code-field.tsx';
import { CryptoAddressField } from './crypto-address-field.tsx';
import { CryptoCurrenciesAccountSelectField } from './crypto-currencies-account-select-field.tsx';
import { CvvField } from './cvv-field.tsx';
import { DateField } from './date-field.tsx';
import { DepositCryptoAddressField } from './deposit-crypto-address-field.tsx';
import { EmailField } from './email-field.tsx';
import { HiddenField } from './hidden-field.tsx';
import { MetamaskField } from './metamask-field.tsx';
import { MultiProtocolCryptoAddressField } from './multi-protocol-crypto-address-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { TelField } from './tel-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import type { FieldComponent } from './types.ts';

/**
 * The component of every field type: `Record<FieldType, …>` with each type's own props, so a
 * type added to `FIELD_TYPES` fails to compile until it has a component here.
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
  crypto_address: CryptoAddressField,
  multi_protocol_crypto_address: MultiProtocolCryptoAddressField,
  metamask: MetamaskField,
  deposit_crypto_address: DepositCryptoAddressField,
  cashout_crypto_address: CashoutCryptoAddressField,
  select: SelectField,
  cascade_select: CascadeSelectField,
  banner: BannerField,
  crypto_currencies_account_select: CryptoCurrenciesAccountSelectField,
  button: ButtonField,
  checkbox: CheckboxField,
  hidden: HiddenField,
  date: DateField,
  code: CodeField,
};
