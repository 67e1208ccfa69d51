export * from './analytics/constants.ts';
export { AnalyticsEventSchema, ANALYTICS_EVENT_FIELDS, UUID_PATTERN } from './analytics/event.ts';
export type { AnalyticsEvent } from './analytics/event.ts';
export {
  CollectorResponseSchema,
  RejectedEventSchema,
  ApiErrorSchema,
} from './analytics/collector-response.ts';
export type { CollectorResponse, RejectedEvent, ApiError } from './analytics/collector-response.ts';
export {
  EmailSchema,
  IsoDateSchema,
  KYC_STATUSES,
  LoginRequestSchema,
  PasswordSchema,
  PhoneSchema,
  PlayerFieldsSchema,
  PlayerSchema,
  RegisterRequestSchema,
} from './players/player.ts';
export type { KycStatus, LoginRequest, Player, PlayerFields, RegisterRequest } from './players/player.ts';
export { PAYMENT_ACTIONS, PaymentActionSchema } from './payments/actions.ts';
export type { PaymentAction } from './payments/actions.ts';
export { WIDGET_CLOSE_STATUSES, WidgetCloseStatusSchema } from './payments/close-status.ts';
export type { WidgetCloseStatus } from './payments/close-status.ts';
export {
  COMMISSION_TYPES,
  BasisPointsSchema,
  CommissionSchema,
  CurrencyAmountSchema,
  FLOAT_COMMISSION_SOURCES,
} from './payments/commission.ts';
export type {
  Commission,
  CommissionType,
  CurrencyAmount,
  FloatCommissionSource,
} from './payments/commission.ts';
export {
  CRYPTO_CURRENCIES,
  CRYPTO_EXPONENTS,
  CRYPTO_NATIVE_DECIMALS,
  CURRENCY_CODES,
  CURRENCY_EXPONENTS,
  CurrencyCodeSchema,
  FIAT_CURRENCIES,
  FIAT_EXPONENTS,
  currencyExponent,
  isCryptoCurrency,
  isCurrencyCode,
} from './payments/currencies.ts';
export type { CryptoCurrency, CurrencyCode, FiatCurrency } from './payments/currencies.ts';
export {
  ERROR_CODES,
  ERROR_CODE_DETAILS,
  ErrorCodeSchema,
  SERVICE_ERROR_CODES,
  SPEC_ERROR_CODES,
  isErrorCode,
} from './payments/error-codes.ts';
export type { ErrorCode, ErrorCodeDetail } from './payments/error-codes.ts';
export { PAYMENT_ERROR_KINDS, PaymentErrorKindSchema } from './payments/error-kinds.ts';
export type { PaymentErrorKind } from './payments/error-kinds.ts';
export {
  BUTTON_INTENTS,
  CascadeGroupSchema,
  CryptoCurrencySchema,
  CryptoNetworkSchema,
  FieldDefinitionSchema,
  FieldNameSchema,
  I18nKeySchema,
  SelectOptionSchema,
  TEXT_LIKE_FIELD_TYPES,
} from './payments/field-definition.ts';
export type {
  ButtonIntent,
  CascadeGroup,
  CryptoNetwork,
  FieldDefinition,
  SelectOption,
} from './payments/field-definition.ts';
export { BANK_ACCOUNT_FIELD_NAMES, FIELD_TYPES, isBankAccountFieldName } from './payments/field-types.ts';
export type { BankAccountFieldName, FieldType } from './payments/field-types.ts';
export { GENDERS, GenderSchema } from './payments/gender.ts';
export type { Gender } from './payments/gender.ts';
export { METHOD_TYPES, MethodTypeSchema } from './payments/method-types.ts';
export type { MethodType } from './payments/method-types.ts';
export {
  ConversionMethodSchema,
  CountryCodeSchema,
  CurrencyLimitSchema,
  MethodTermsSchema,
  PaymentMethodSchema,
  PROVIDER_KINDS,
  ProviderSchema,
  SlugSchema,
} from './payments/method.ts';
export type {
  ConversionMethod,
  CurrencyLimit,
  MethodTerms,
  PaymentMethod,
  Provider,
  ProviderKind,
} from './payments/method.ts';
export {
  MONEY_PARSE_ERRORS,
  MinorUnitsSchema,
  decimalToMinor,
  formatMinorUnits,
  minorToDecimal,
  toMinorUnits,
} from './payments/money.ts';
export type { FormatMinorOptions, MinorUnits, MinorUnitsResult, MoneyParseError } from './payments/money.ts';
export {
  CONVERSION_SIDES,
  ConversionSideSchema,
  ON_RAMP_MODES,
  OnRampModeSchema,
} from './payments/on-ramp.ts';
export type { ConversionSide, OnRampMode } from './payments/on-ramp.ts';
export { PROCESSING_TIME_TYPES, ProcessingTimeSchema, TIME_UNITS } from './payments/processing-time.ts';
export type { ProcessingTime, ProcessingTimeType, TimeUnit } from './payments/processing-time.ts';
export {
  FieldErrorSchema,
  PaymentErrorSchema,
  SUBMIT_STATUSES,
  SubmitOutcomeSchema,
  SubmitResultSchema,
  SubmitStatusSchema,
} from './payments/submit-outcome.ts';
export type {
  FieldError,
  PaymentError,
  SubmitOutcome,
  SubmitResult,
  SubmitStatus,
} from './payments/submit-outcome.ts';
export { WIDGET_EVENTS, WIDGET_EVENT_NAMES, WidgetEventSchema } from './payments/widget-events.ts';
export type { WidgetEvent } from './payments/widget-events.ts';
export { UNAVAILABLE_REASONS, UnavailableReasonSchema } from './payments/availability.ts';
export type { UnavailableReason } from './payments/availability.ts';
