// Provider and hooks
export { CashierProvider } from './cashier-provider.tsx';
export type { CashierProviderProps } from './cashier-provider.tsx';
export {
  CashierContext,
  MISSING_PROVIDER_MESSAGE,
  useCacheSnapshot,
  useCashier,
  useCashierClient,
  useSubmitState,
  useTranslate,
} from './use-cashier.ts';
export type { CashierContextValue } from './use-cashier.ts';

// Translations
export { DEFAULT_MESSAGES, createTranslate, interpolate } from './i18n/messages.ts';
export type { MessageParams, Translate } from './i18n/messages.ts';

// Accessibility
export { LiveRegion } from './a11y/live-region.tsx';

// Fields
export { Field } from './fields/field.tsx';
export type { FieldControlProps, FieldProps } from './fields/field.tsx';
export { FIELD_REGISTRY } from './fields/field-registry.ts';
export type { FieldRegistry } from './fields/field-registry.ts';
export { PaymentForm } from './fields/payment-form.tsx';
export type { FormValues, PaymentFormProps } from './fields/payment-form.tsx';
export { networkValueName } from './fields/types.ts';
export type {
  AmountLimits,
  FieldComponent,
  FieldComponentProps,
  FieldFormContext,
  FieldOf,
} from './fields/types.ts';
export { isDisplayBankField, maskAccount } from './fields/text-input.tsx';
export { qrPath } from './fields/deposit-crypto-address-field.tsx';
export { EIP6963_ANNOUNCE, EIP6963_REQUEST, useEip6963Wallets } from './fields/metamask-field.tsx';
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from './fields/metamask-field.tsx';
