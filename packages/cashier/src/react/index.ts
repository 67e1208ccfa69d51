// Provider and hooks
export { CashierProvider } from './cashier-provider.tsx';
export type { CashierProviderProps } from './cashier-provider.tsx';
export {
  CashierContext,
  MISSING_PROVIDER_MESSAGE,
  useCacheSnapshot,
  useCashier,
  useCashierClient,
  useSessionSnapshot,
  useSubmitState,
  useTranslate,
} from './use-cashier.ts';
export type { CashierContextValue } from './use-cashier.ts';

// Translations
export { DEFAULT_MESSAGES, createTranslate } from './i18n/messages.ts';
export type { MessageParams, Translate } from './i18n/messages.ts';
export { CASHIER_LOCALE_TAGS, loadMessages } from './i18n/load-messages.ts';
export type { CashierLocaleTag } from './i18n/load-messages.ts';

// Accessibility
export { LiveRegion } from './a11y/live-region.tsx';

// Fields
export { Field } from './fields/field.tsx';
export type { FieldControlProps, FieldProps } from './fields/field.tsx';
export { FIELD_REGISTRY } from './fields/field-registry.ts';
export type { FieldRegistry } from './fields/field-registry.ts';
export { PaymentForm } from './fields/payment-form.tsx';
export type { FormValues, PaymentFormProps } from './fields/payment-form.tsx';
// The form value holding a multi-protocol address's network (a contract with the server).
export { networkValueName } from '@playfront/contracts';
export type {
  AmountLimits,
  FieldComponent,
  FieldComponentProps,
  FieldFormContext,
  FieldOf,
} from './fields/types.ts';
export { isDisplayBankField, maskAccount } from './fields/text-input.tsx';
export { QrCode, qrPath } from './fields/qr-code.tsx';
export { EIP6963_ANNOUNCE, EIP6963_REQUEST, useEip6963Wallets } from './fields/eip6963.ts';
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from './fields/eip6963.ts';

// Routes: transaction history, terms and conditions, support
export { TransactionHistoryRoute } from './routes/transaction-history.tsx';
export type { TransactionHistoryRouteProps } from './routes/transaction-history.tsx';
export { TermsRoute } from './routes/terms-and-conditions.tsx';
export type { TermsRouteProps } from './routes/terms-and-conditions.tsx';
export { SupportRoute } from './routes/support.tsx';
export type { SupportRouteProps } from './routes/support.tsx';
export { ROUTE_MESSAGES } from './i18n/route-messages.ts';

// The widget
export { Cashier } from './cashier/cashier.tsx';
export {
  CASHIER_LANGUAGES,
  CASHIER_NAVIGATIONS,
  CASHIER_ROUTES,
  isCashierRoute,
} from './cashier/cashier-props.ts';
export type {
  CashierEvent,
  CashierLanguage,
  CashierNavigation,
  CashierProps,
  CashierRoute,
} from './cashier/cashier-props.ts';
export { APPEARANCE_VARIABLES, CASHIER_THEMES } from './cashier/appearance.ts';
export type { AppearanceVariable, CashierAppearance, CashierTheme } from './cashier/appearance.ts';
export { FastDeposit } from './fast-deposit/fast-deposit.tsx';
export type { FastDepositProps } from './fast-deposit/fast-deposit-props.ts';
export { CASHIER_MESSAGES } from './cashier/cashier-messages.ts';
export { MethodList } from './methods/method-list.tsx';
export type { MethodChoice, MethodListProps } from './methods/method-list.tsx';
export { PaymentPanel } from './methods/payment-panel.tsx';
export type { PaymentPanelProps } from './methods/payment-panel.tsx';
export { ErrorView } from './outcomes/error-view.tsx';
export type { ErrorViewProps } from './outcomes/error-view.tsx';
export { OutcomeView } from './outcomes/outcome-view.tsx';
export type { OutcomeViewProps } from './outcomes/outcome-view.tsx';
