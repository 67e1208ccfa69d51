// Errors and results
export { CASHIER_ERROR_KINDS, CashierError } from './core/errors.ts';
export type { ApiResult, CashierErrorKind, CashierErrorOptions } from './core/errors.ts';
export { Subscribable } from './core/subscribable.ts';

// API client and cache
export { createCashierClient } from './core/api/cashier-client.ts';
export type { CashierClient, CashierClientOptions } from './core/api/cashier-client.ts';
export type { FetchLike } from './core/api/http.ts';
export { CACHED_OPERATIONS, queryKey } from './core/api/query-cache.ts';
export type { CacheEntry, CacheSnapshot, CachedOperation } from './core/api/query-cache.ts';
export { IDEMPOTENCY_KEY_HEADER_NAME } from './core/api/operations/submit.ts';
export { PLAYER_PATH } from './core/api/operations/save-player-fields.ts';

// The session: the widget's state outside any screen
export { CashierSession } from './core/session/cashier-session.ts';
export type { CashierSessionOptions, SessionTranslate } from './core/session/cashier-session.ts';
export type { CashierSessionSnapshot, ConfigState } from './core/session/session-snapshot.ts';
export { submitEffects } from './core/session/submit-effects.ts';
export type { SettledSubmitState, SubmitEffects, SubmitNotification } from './core/session/submit-effects.ts';
export { TransactionHistory } from './core/history/transaction-history.ts';
export type {
  HistoryCancel,
  HistoryFilters,
  TransactionHistorySnapshot,
} from './core/history/transaction-history.ts';

// Submit state machine
export { CashierStore } from './core/state/cashier-store.ts';
export type {
  CashierStoreOptions,
  SubmitAttempt,
  SubmitFailure,
  SubmitState,
} from './core/state/cashier-store.ts';
export { SUBMIT_STATE_NAMES, SUBMIT_TRANSITIONS, canTransition } from './core/state/transitions.ts';
export type { OutcomeStateName, SubmitStateName } from './core/state/transitions.ts';

// Submit outcomes
export {
  SUBMIT_CLOSE_STATUSES,
  SUBMIT_REACTIONS,
  handleSubmitResult,
  submitReaction,
} from './core/outcomes/handle-submit-outcome.ts';
export type {
  ErrorHandlers,
  OutcomeHandlers,
  SubmitReaction,
  SubmitResultHandlers,
} from './core/outcomes/handle-submit-outcome.ts';
export {
  TRANSACTION_CLOSE_STATUSES,
  transactionMessageKey,
} from './core/outcomes/transaction-close-status.ts';

// Validation
export { validateField, validateFields } from './core/fields/validate-field.ts';
export type { ValidateFieldOptions } from './core/fields/validate-field.ts';
export { VALIDATION_MODES } from '@playfront/contracts/field-rules';
export type {
  AttachmentInput,
  FieldInput,
  ValidationContext,
  ValidationMessage,
  ValidationMode,
} from '@playfront/contracts/field-rules';
export {
  IBAN_FIELD_NAMES,
  formatIban,
  ibanProblem,
  isIbanFieldName,
  normalizeIban,
} from '@playfront/contracts/field-rules';
export type { IbanProblem } from '@playfront/contracts/field-rules';
export { loadPhoneValidator, preloadValidators } from './core/fields/on-demand-validators.ts';
export type { PhoneResult } from '@playfront/contracts/field-rules';

// Masks
export { createNumberMask } from './core/masks/number-mask.ts';
export type { NumberMask, NumberMaskOptions } from './core/masks/number-mask.ts';
export { DATE_MASK_FORMATS, createDateMask } from './core/masks/date-mask.ts';
export type { DateMask, DateMaskFormat } from './core/masks/date-mask.ts';
export { EMAIL_MASK_OPTIONS, formatEmail } from './core/masks/email-mask.ts';

// Cards and money
export { cardDigits, detectCard, formatCardNumber, passesLuhn } from '@playfront/contracts/field-rules';
export type { CardInfo } from '@playfront/contracts/field-rules';
export {
  formatMoney,
  numberSeparators,
  parseMoneyForCurrency,
  parseMoneyInput,
} from './core/money/format-money.ts';
export type { FormatMoneyOptions } from './core/money/format-money.ts';

// Widget events
export { createWidgetEventEmitter } from './core/widget-events.ts';
export type {
  AnyWidgetEvent,
  WidgetEventEmitter,
  WidgetEventListener,
  WidgetEventPayloads,
} from './core/widget-events.ts';

// Live updates (websocket with polling fallback)
export {
  LIVE_POLL_INTERVAL_MS,
  LIVE_RECONNECT_MAX_MS,
  LIVE_RECONNECT_MIN_MS,
  SESSION_ENDED_CLOSE_CODE,
  liveUrl,
  parseLiveMessage,
  reconnectDelay,
  startLiveUpdates,
} from './core/live/live-updates.ts';
export type { LiveMessageParse, LiveUpdates, LiveUpdatesOptions } from './core/live/live-updates.ts';

// Submit: request building, fee summary, return URL, outdated-form values
export { buildSubmitRequest, isReturnPath, sameOriginPath } from './core/submit/build-submit-request.ts';
export type {
  BuildSubmitRequestInput,
  BuildSubmitRequestResult,
} from './core/submit/build-submit-request.ts';
export { commissionFee, paymentSummary } from './core/submit/commission-summary.ts';
export type { PaymentSummary } from './core/submit/commission-summary.ts';
export { keepCompatibleValues } from './core/submit/keep-compatible-values.ts';
export { quickAmounts } from './core/submit/quick-amounts.ts';
export {
  RETURN_STATUS_PARAM,
  RETURN_TRANSACTION_PARAM,
  defaultReturnUrl,
  readReturnedPayment,
} from './core/submit/return-url.ts';
export type { ReturnedPayment } from './core/submit/return-url.ts';
