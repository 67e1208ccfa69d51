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

// Validation
export { validateField, validateFields } from './core/fields/validate-field.ts';
export type { ValidateFieldOptions } from './core/fields/validate-field.ts';
export { VALIDATION_MODES } from './core/fields/messages.ts';
export type {
  AttachmentInput,
  FieldInput,
  ValidationContext,
  ValidationMessage,
  ValidationMode,
} from './core/fields/messages.ts';
export {
  IBAN_FIELD_NAMES,
  formatIban,
  ibanProblem,
  isIbanFieldName,
  normalizeIban,
} from './core/fields/iban.ts';
export type { IbanProblem } from './core/fields/iban.ts';
export { parseInternationalPhone } from './core/fields/phone.ts';
export type { PhoneResult } from './core/fields/phone.ts';

// Masks
export { createNumberMask } from './core/masks/number-mask.ts';
export type { NumberMask, NumberMaskOptions } from './core/masks/number-mask.ts';
export { DATE_MASK_FORMATS, createDateMask } from './core/masks/date-mask.ts';
export type { DateMask, DateMaskFormat } from './core/masks/date-mask.ts';
export { EMAIL_MASK_OPTIONS, formatEmail } from './core/masks/email-mask.ts';

// Cards and money
export { cardDigits, detectCard, formatCardNumber, passesLuhn } from './core/cards/detect-card.ts';
export type { CardInfo } from './core/cards/detect-card.ts';
export {
  formatMoney,
  numberSeparators,
  parseMoneyForCurrency,
  parseMoneyInput,
} from './core/money/format-money.ts';
export type { FormatMoneyOptions } from './core/money/format-money.ts';

// Widget events
export { createWidgetEventEmitter } from './core/widget-events.ts';
export type { WidgetEventEmitter, WidgetEventListener, WidgetEventPayloads } from './core/widget-events.ts';
