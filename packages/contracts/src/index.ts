export * from './i18n/index.ts';
export { DAY_MS } from './time/units.ts';
export { SESSION_ENDED_CLOSE_CODE } from './payments/websocket-close.ts';
export * from './analytics/constants.ts';
export * from './analytics/rules.ts';
export * from './analytics/user-agent.ts';
export { ANALYTICS_EVENT_FIELDS, UUID_PATTERN } from './analytics/event.ts';
export type { AnalyticsEvent } from './analytics/event.ts';
export type { CollectorResponse, RejectedEvent, ApiError } from './analytics/collector-response.schema.ts';
export {
  ACCOUNT_REFUSAL_CODES,
  KYC_STATUSES,
  PASSWORD_LENGTH,
  PLAYER_FIELD_MAX_LENGTHS,
} from './players/player.ts';
export { COUNTRY_LOCKED, COUNTRY_RESTRICTED } from './players/country-errors.ts';
export { COUNTRY_CODES, MIN_PLAYER_AGE_YEARS } from './players/countries.ts';
export type { CountryCode } from './players/countries.ts';
export type {
  AccountRefusalCode,
  ChangeEmailRequest,
  ChangePasswordRequest,
  KycStatus,
  LoginRequest,
  Player,
  PlayerFields,
  RegisterRequest,
} from './players/player.ts';
export { PAYMENT_ACTIONS } from './payments/actions.ts';
export type { PaymentAction } from './payments/actions.ts';
export { WIDGET_CLOSE_STATUSES } from './payments/close-status.ts';
export type { WidgetCloseStatus } from './payments/close-status.ts';
export { COMMISSION_TYPES, FLOAT_COMMISSION_SOURCES } from './payments/commission.ts';
export type {
  Commission,
  CommissionType,
  CurrencyAmount,
  FloatCommissionSource,
} from './payments/commission.ts';
export { computeFee } from './payments/fee.ts';
export {
  CRYPTO_CURRENCIES,
  CRYPTO_EXPONENTS,
  CRYPTO_NATIVE_DECIMALS,
  CURRENCY_CODES,
  CURRENCY_EXPONENTS,
  FIAT_CURRENCIES,
  FIAT_EXPONENTS,
  currencyExponent,
  isCryptoCurrency,
  isCurrencyCode,
} from './payments/currencies.ts';
export type { CryptoCurrency, CurrencyCode, FiatCurrency } from './payments/currencies.ts';
export { CRYPTO_NETWORK_IDS, CURRENCY_NETWORKS, isCryptoNetworkId } from './payments/crypto-networks.ts';
export type { CryptoNetworkId } from './payments/crypto-networks.ts';
export {
  ERROR_CODES,
  ERROR_CODE_DETAILS,
  SERVICE_ERROR_CODES,
  SPEC_ERROR_CODES,
  isErrorCode,
} from './payments/error-codes.ts';
export type { ErrorCode, ErrorCodeDetail } from './payments/error-codes.ts';
export { PAYMENT_ERROR_KINDS } from './payments/error-kinds.ts';
export type { PaymentErrorKind } from './payments/error-kinds.ts';
export { BUTTON_INTENTS, TEXT_LIKE_FIELD_TYPES } from './payments/field-definition.ts';
export type {
  ButtonIntent,
  CascadeGroup,
  CryptoNetwork,
  FieldDefinition,
  SelectOption,
} from './payments/field-definition.ts';
export { BANK_ACCOUNT_FIELD_NAMES, FIELD_TYPES, isBankAccountFieldName } from './payments/field-types.ts';
export { networkValueName } from './payments/form-values.ts';
export type { BankAccountFieldName, FieldType } from './payments/field-types.ts';
export { GENDERS } from './payments/gender.ts';
export type { Gender } from './payments/gender.ts';
export { METHOD_TYPES } from './payments/method-types.ts';
export type { MethodType } from './payments/method-types.ts';
export { PROVIDER_KINDS } from './payments/method.ts';
export {
  GENERIC_METHOD_NAMES,
  genericMethodNameKey,
  isGenericMethodId,
} from './payments/generic-method-names.ts';
export type { GenericMethodId } from './payments/generic-method-names.ts';
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
  decimalToMinor,
  formatMinorUnits,
  minorToDecimal,
  toMinorUnits,
} from './payments/money.ts';
export { parseAmount, separatorsOf } from './payments/parse-amount.ts';
export type { FormatMinorOptions, MinorUnits, MinorUnitsResult, MoneyParseError } from './payments/money.ts';
export { CONVERSION_SIDES, ON_RAMP_MODES } from './payments/on-ramp.ts';
export type { ConversionSide, OnRampMode } from './payments/on-ramp.ts';
export { PROCESSING_TIME_TYPES, TIME_UNITS } from './payments/processing-time.ts';
export type { ProcessingTime, ProcessingTimeType, TimeUnit } from './payments/processing-time.ts';
export { PAYMENT_TEXT_KEYS } from './payments/text-keys.ts';
export type { PaymentTextKey } from './payments/text-keys.ts';
export { SUBMIT_STATUSES } from './payments/submit-outcome.ts';
export type {
  FieldError,
  PaymentError,
  SubmitOutcome,
  SubmitResult,
  SubmitStatus,
} from './payments/submit-outcome.ts';
export { WIDGET_EVENTS, WIDGET_EVENT_NAMES } from './payments/widget-events.ts';
export type { WidgetEvent } from './payments/widget-events.ts';
export { UNAVAILABLE_REASONS } from './payments/availability.ts';
export type { UnavailableReason } from './payments/availability.ts';
export { PAYMENTS_API_PREFIX, PAYMENTS_WEBSOCKET_PATH } from './payments/operations/config.ts';
export type {
  CashierConfig,
  CashierPlayer,
  CurrencyInfo,
  LiveMessage,
} from './payments/operations/config.ts';
export type {
  GetMethodsQuery,
  GetMethodsResponse,
  MethodsRestriction,
  MethodView,
} from './payments/operations/get-methods.schema.ts';
export type {
  GetMethodFieldsParams,
  GetMethodFieldsQuery,
  GetMethodFieldsResponse,
} from './payments/operations/get-method-fields.schema.ts';
export type {
  ConversionMethodView,
  GetConversionMethodsQuery,
  GetConversionMethodsResponse,
} from './payments/operations/get-conversion-methods.schema.ts';
export {
  TRANSACTION_STATUSES,
  TRANSACTIONS_PAGE_DEFAULT,
  TRANSACTIONS_PAGE_MAX,
} from './payments/operations/transactions.ts';
export type {
  TransactionItem,
  TransactionStatus,
  TransactionsQuery,
  TransactionsResponse,
} from './payments/operations/transactions.ts';
export { SAVED_PROFILE_KINDS } from './payments/operations/saved-profiles.ts';
export type {
  DeleteSavedProfileParams,
  SavedProfile,
  SavedProfileDetails,
  SavedProfileKind,
} from './payments/operations/saved-profiles.ts';
export type { BalancesResponse } from './payments/operations/balances.schema.ts';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  SUBMIT_MAX_BODY_BYTES,
  SUBMIT_PATH,
} from './payments/operations/submit.ts';
export type {
  CryptoInvoice,
  PaymentsApiError,
  SubmitRequest,
  SubmitResponse,
} from './payments/operations/submit.ts';
export { CANCEL_CASHOUT_PATH, cancelCashoutPath } from './payments/operations/cancel-cashout.ts';
export { CRYPTO_QUOTE_PATH } from './payments/operations/crypto-quote.ts';
export type {
  CryptoQuote,
  CryptoQuoteRequest,
  CryptoQuoteResponse,
} from './payments/operations/crypto-quote.ts';
export type { CancelCashoutParams, CancelCashoutResponse } from './payments/operations/cancel-cashout.ts';
export { BACKOFFICE_PATH, STAFF_LOGIN_REFUSALS, STAFF_ROLES, STAFF_SESSION_PATH } from './console/staff.ts';
export type { StaffLoginRefusal, StaffLoginRequest, StaffMember, StaffRole } from './console/staff.ts';
export { CONSOLE_ACCESS, mayUse } from './console/console-access.ts';
export type { ConsoleArea } from './console/console-access.ts';
export {
  AFFILIATE_METRICS,
  AFFILIATE_REPORT_PATH,
  AMOUNT_METRICS,
  MAX_REPORT_DAYS,
  RATIO_METRICS,
  REPORT_DIMENSIONS,
  REPORT_FORMATS,
  REPORTING_CURRENCIES,
  VISIT_IDLE_MS,
  parseGroupBy,
} from './console/affiliate-report.ts';
export type {
  AffiliateMetric,
  AffiliateMetrics,
  AffiliateReport,
  AffiliateReportQuery,
  AffiliateReportRow,
  RatioMetric,
  ReportDimension,
  ReportFormat,
  ReportingCurrency,
} from './console/affiliate-report.ts';
export { AFFILIATE_CONFLICTS, AFFILIATES_PATH } from './console/affiliates.ts';
export type {
  Affiliate,
  AffiliateConflict,
  AffiliateList,
  CreateAffiliateRequest,
} from './console/affiliates.ts';
export { AUDIT_PAGE_SIZE, AUDIT_PATH } from './console/audit.ts';
export type { AuditEntry, AuditPage, AuditQuery } from './console/audit.ts';
export { FUNNEL_PATH, FUNNEL_RATES, FUNNEL_STEPS } from './console/funnel.ts';
export type { FunnelMetrics, FunnelQuery, FunnelRate, FunnelReport, FunnelStep } from './console/funnel.ts';
export {
  CLICK_ID_COOKIE,
  CLICK_ID_QUERY_PARAM,
  POSTBACK_DELIVERIES_PAGE_SIZE,
  POSTBACK_DELIVERY_STATUSES,
  POSTBACK_EVENTS,
  POSTBACK_MACROS,
  POSTBACK_MAX_ATTEMPTS,
  expandPostbackTemplate,
  postbackDeliveriesPath,
  postbacksPath,
  unknownPostbackMacros,
} from './console/postbacks.ts';
export type {
  Postback,
  PostbackDelivery,
  PostbackDeliveryPage,
  PostbackDeliveryStatus,
  PostbackEvent,
  PostbackList,
  PostbackMacro,
  PutPostbackRequest,
} from './console/postbacks.ts';
export { formatMoney } from './payments/format-money.ts';
export type { FormatMoneyOptions } from './payments/format-money.ts';
export { isIsoCurrency, listFormat, numberFormat } from './i18n/intl-formatters.ts';
// identity checks (KYC)
export {
  isKycRefusalCode,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENTS_PATH,
  KYC_MAX_FILE_BYTES,
  KYC_MEDIA_TYPES,
  KYC_PATH,
  KYC_REFUSAL_CODES,
} from './players/kyc.ts';
export type { KycDocumentKind, KycMediaType, KycRefusalCode } from './players/kyc.ts';
export type { KycDocument, KycVerification } from './players/kyc.schema.ts';
// payments back office
export {
  ADMIN_TRANSACTION_STATUSES,
  APPROVE_REASONS,
  BACKOFFICE_PAGE_SIZE,
  CASHOUT_DECISION_OUTCOMES,
  CASHOUT_DECISION_REASONS,
  CASHOUT_DECISION_REFUSALS,
  CASHOUT_DECISIONS,
  CASHOUT_DECISIONS_PATH,
  CASHOUT_QUEUE_PATH,
  CASHOUT_REVIEW_STATES,
  CASHOUT_RISK_FLAGS,
  PAYMENTS_BACKOFFICE_PREFIX,
  PLAYER_KYC_PATH,
  PLAYER_NOTES_PATH,
  PLAYER_VIEW_PATH,
  PROVIDER_RATES_PATH,
  REJECT_REASONS,
  TRANSACTION_SEARCH_PATH,
  playerKycPath,
  playerNotesPath,
  playerViewPath,
} from './console/payments-backoffice.ts';
export type {
  AdminTransaction,
  AdminTransactionStatus,
  ApproveReason,
  CashoutDecision,
  CashoutDecisionOutcome,
  CashoutDecisionReason,
  CashoutDecisionRefusal,
  CashoutDecisionRequest,
  CashoutDecisionResponse,
  CashoutDecisionResult,
  CashoutQueueItem,
  CashoutQueuePage,
  CashoutQueueQuery,
  CashoutReviewState,
  CashoutRiskFlag,
  KycChangeRequest,
  PlayerNoteRequest,
  PlayerView,
  ProviderRate,
  ProviderRates,
  ProviderRatesQuery,
  RejectReason,
  TransactionSearchPage,
  TransactionSearchQuery,
} from './console/payments-backoffice.ts';
// support contact
export { SUPPORT_CONTACT_PATH, SUPPORT_MESSAGE_LIMITS, SUPPORT_MESSAGES_PATH } from './support/contact.ts';
export type { SupportContact, SupportMessageRequest, SupportMessageResponse } from './support/contact.ts';
// traffic dashboard
export {
  MAX_HOURLY_DAYS,
  REALTIME_REFRESH_MS,
  REALTIME_WINDOWS,
  TRAFFIC_TIMING_METRICS,
  TIMING_PERCENTILES,
  TRAFFIC_DIMENSIONS,
  TRAFFIC_INTERVALS,
  TRAFFIC_KPIS,
  TRAFFIC_NONE,
  TRAFFIC_PATH,
  TRAFFIC_PERIODS,
  TRAFFIC_REALTIME_PATH,
  TRAFFIC_TOP_DEFAULT,
  TRAFFIC_TOP_MAX,
} from './console/traffic.ts';
export { TIMING_BUCKET_CEILING_MS, TIMING_BUCKET_LADDER, timingBucket } from './console/timing-buckets.ts';
export type { TimingBucketRung } from './console/timing-buckets.ts';
export type {
  TrafficTimingMetric,
  TimingPercentile,
  TimingRow,
  TimingStats,
  TrafficDimension,
  TrafficFilters,
  TrafficInterval,
  TrafficKpi,
  TrafficPeriod,
  TrafficPoint,
  TrafficQuery,
  TrafficRealtime,
  TrafficRealtimeQuery,
  TrafficRealtimeWindow,
  TrafficReport,
  TrafficTop,
  TrafficTopRow,
  TrafficTotals,
} from './console/traffic.ts';
// affiliate log-ins and the affiliate view (decision 048)
export { AFFILIATE_REFUSALS, AFFILIATE_SESSION_PATH, affiliateUsersPath } from './console/affiliate-users.ts';
export { parseStagFilter } from './console/affiliate-report.ts';
export type {
  AffiliateRefusal,
  AffiliateUser,
  CreateAffiliateUserRequest,
  CreatedAffiliateUser,
} from './console/affiliate-users.ts';
// staff management and second-factor enrolment (staff-admin)
export {
  formatApprovalLimits,
  parseApprovalLimits,
  PLAYER_LOOKUP_PATH,
  STAFF_ADMIN_REFUSALS,
  STAFF_MEMBERS_PATH,
  STAFF_TOTP_ENROLMENT_PATH,
  staffMemberPath,
  TOTP_ENROLMENT_REFUSALS,
} from './console/staff-admin.ts';
export type {
  ApprovalLimits,
  ApprovalLimitsParse,
  ApprovalLimitsWire,
  CreateStaffRequest,
  PlayerLookup,
  StaffAccount,
  StaffAccountList,
  StaffAdminRefusal,
  TotpConfirmRequest,
  TotpEnrolment,
  TotpEnrolmentRefusal,
  UpdateStaffRequest,
} from './console/staff-admin.ts';
// account recovery (decision 053)
export {
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_RESET_DEFAULT_TTL_MINUTES,
  RECOVERY_PAGES,
  RECOVERY_REFUSAL_CODES,
} from './account-recovery/account-recovery.ts';
export type { RecoveryRefusalCode } from './account-recovery/account-recovery.ts';
export type {
  EmailVerificationConfirm,
  EmailVerificationStatus,
  PasswordResetConfirm,
  PasswordResetRequest,
} from './account-recovery/account-recovery.schema.ts';
// consent (issue 14)
export {
  analyticsConsent,
  ATTRIBUTION_LEGAL_BASES,
  attributionAllowed,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CONSENT_POLICY_VERSION,
  CONSENT_STATES,
  GPC_HEADER,
  parseConsent,
  serializeConsent,
} from './consent/consent.ts';
export type { AttributionLegalBasis, ConsentChoice, ConsentState } from './consent/consent.ts';
// deposit limits and player protection (decision 055)
export {
  DEPOSIT_LIMIT_COOLING_OFF_MS,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_REACHED,
  DEPOSIT_LIMITS_PATH,
  isDepositLimitPeriod,
} from './limits/deposit-limits.ts';
export type { DepositLimitPeriod } from './limits/deposit-limits.ts';
export type { DepositAllowance } from './payments/operations/deposit-allowance.schema.ts';
export type {
  DepositLimit,
  DepositLimits,
  PendingDepositLimit,
  SetDepositLimitsRequest,
} from './limits/deposit-limits.schema.ts';
// cool-off, self-exclusion and reality check (decision 060)
export {
  COOL_OFF_DAY_CHOICES,
  COOL_OFF_DAYS,
  EXCLUSION_KINDS,
  EXCLUSION_NOT_LONGER,
  EXCLUSION_PATH,
  isExclusionKind,
  PLAYER_EXCLUDED,
  SELF_EXCLUSION_MONTH_CHOICES,
  SELF_EXCLUSION_MONTHS,
} from './protection/exclusions.ts';
export type { ExclusionKind } from './protection/exclusions.ts';
export type {
  Exclusion,
  ExclusionState,
  PlayerExcludedError,
  StartExclusionRequest,
} from './protection/exclusions.schema.ts';
export {
  isRealityCheckInterval,
  REALITY_CHECK_INTERVALS,
  REALITY_CHECK_PATH,
} from './protection/reality-check.ts';
export type { RealityCheckInterval } from './protection/reality-check.ts';
export type { RealityCheck, SetRealityCheckRequest } from './protection/reality-check.schema.ts';
export { PLAYER_PROTECTION_PATH, playerProtectionPath } from './protection/console-protection.ts';
export type { PlayerProtection } from './protection/console-protection.schema.ts';
// privacy: data export and erasure (decision 061)
export {
  AML_RETENTION_YEARS,
  ERASED_EMAIL_DOMAIN,
  ERASURE_REFUSAL_CODES,
  PLAYER_DATA_EXPORT_FORMAT,
  PLAYER_DATA_EXPORT_PATH,
  PLAYER_DATA_EXPORTS_PER_HOUR,
  PLAYER_ERASED_AUDIT_ACTION,
  PLAYER_ERASURE_PATH,
} from './privacy/privacy.ts';
export type {
  ErasureRefusalCode,
  ErasureRequest,
  ErasureResult,
  ExportedAttribution,
  ExportedEvent,
  ExportedTransaction,
  PlayerDataExport,
} from './privacy/privacy.ts';
// protection: the operator's exclusion register (decision 066)
export { REGISTRATION_EXCLUDED } from './protection/exclusion-register.ts';
// privacy: staff-initiated erasure (decision 066)
export { STAFF_ERASURE_PATH, STAFF_ERASURE_ROLES, staffErasurePath } from './privacy/staff-erasure.ts';
export type { StaffErasureRequest } from './privacy/staff-erasure.ts';
// web: what the server hands the site for one request
export type { ApiAnswer, WebRequestContext } from './web/web-request-context.ts';
