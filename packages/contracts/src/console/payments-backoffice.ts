/**
 * The payments back office (issue 12): the cashout approval queue, transaction search, provider
 * rates and the player view. Every route lives under one prefix, staff only (docs/console/payments.md).
 */
export const PAYMENTS_BACKOFFICE_PREFIX = '/api/v1/backoffice';
export const CASHOUT_QUEUE_PATH = '/api/v1/backoffice/cashouts';
export const CASHOUT_DECISIONS_PATH = '/api/v1/backoffice/cashouts/decisions';
export const TRANSACTION_SEARCH_PATH = '/api/v1/backoffice/transactions';
export const PROVIDER_RATES_PATH = '/api/v1/backoffice/provider-rates';
export const PLAYER_VIEW_PATH = '/api/v1/backoffice/players/:playerId';
export const PLAYER_KYC_PATH = '/api/v1/backoffice/players/:playerId/kyc';
export const PLAYER_NOTES_PATH = '/api/v1/backoffice/players/:playerId/notes';

export const playerViewPath = (playerId: string): string =>
  PLAYER_VIEW_PATH.replace(':playerId', encodeURIComponent(playerId));
export const playerKycPath = (playerId: string): string =>
  PLAYER_KYC_PATH.replace(':playerId', encodeURIComponent(playerId));
export const playerNotesPath = (playerId: string): string =>
  PLAYER_NOTES_PATH.replace(':playerId', encodeURIComponent(playerId));

/** Rows per page of every back-office table (queue, search). */
export const BACKOFFICE_PAGE_SIZE = 25;

/**
 * Where a cashout stands in review: waiting for a first approval, approved once and waiting
 * for a second approver (above the threshold), or decided.
 */
export const CASHOUT_REVIEW_STATES = ['queued', 'awaiting_second_approval', 'approved', 'rejected'] as const;
export type CashoutReviewState = (typeof CASHOUT_REVIEW_STATES)[number];

export const CASHOUT_DECISIONS = ['approve', 'reject'] as const;
export type CashoutDecision = (typeof CASHOUT_DECISIONS)[number];

/** Why a cashout was approved: a closed list, so reports can count them. */
export const APPROVE_REASONS = ['checks_passed', 'documents_verified', 'known_player', 'other'] as const;
export type ApproveReason = (typeof APPROVE_REASONS)[number];

/** Why a cashout was rejected: a closed list, so reports can count them. */
export const REJECT_REASONS = [
  'kyc_incomplete',
  'suspected_fraud',
  'bonus_abuse',
  'payment_details_mismatch',
  'duplicate_request',
  'player_request',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * The reason categories of both decisions, each once (`other` is in both); each decision takes
 * only its own. A test keeps this list the union of the two.
 */
export const CASHOUT_DECISION_REASONS = [
  'checks_passed',
  'documents_verified',
  'known_player',
  'kyc_incomplete',
  'suspected_fraud',
  'bonus_abuse',
  'payment_details_mismatch',
  'duplicate_request',
  'player_request',
  'other',
] as const;
export type CashoutDecisionReason = ApproveReason | RejectReason;

/** What one decision on one cashout came to. */
export const CASHOUT_DECISION_OUTCOMES = [
  'approved',
  'awaiting_second_approval',
  'rejected',
  'refused',
] as const;
export type CashoutDecisionOutcome = (typeof CASHOUT_DECISION_OUTCOMES)[number];

/** Why a decision on one cashout was refused (the others of a bulk decision go on). */
export const CASHOUT_DECISION_REFUSALS = [
  'CASHOUT_NOT_FOUND',
  'CASHOUT_NOT_IN_QUEUE',
  'REASON_NOT_FOR_DECISION',
  'OVER_AGENT_LIMIT',
  'SECOND_APPROVER_REQUIRED',
  'SAME_APPROVER',
] as const;
export type CashoutDecisionRefusal = (typeof CASHOUT_DECISION_REFUSALS)[number];

/** What the queue flags for a reviewer's eye; none of them blocks a decision. */
export const CASHOUT_RISK_FLAGS = [
  'first_cashout',
  'kyc_not_verified',
  'cashout_exceeds_deposits',
  'deposit_within_24h',
  'new_account',
] as const;
export type CashoutRiskFlag = (typeof CASHOUT_RISK_FLAGS)[number];

/** Transaction statuses as stored (finer than the player's pending/completed/failed/cancelled). */
export const ADMIN_TRANSACTION_STATUSES = [
  'pending',
  'action_required',
  'approved',
  'declined',
  'cancelled',
  'failed',
] as const;
export type AdminTransactionStatus = (typeof ADMIN_TRANSACTION_STATUSES)[number];

export type {
  AdminTransaction,
  CashoutDecisionRequest,
  CashoutDecisionResponse,
  CashoutDecisionResult,
  CashoutQueueItem,
  CashoutQueuePage,
  CashoutQueueQuery,
  KycChangeRequest,
  PlayerNoteRequest,
  PlayerView,
  ProviderRate,
  ProviderRates,
  ProviderRatesQuery,
  TransactionSearchPage,
  TransactionSearchQuery,
} from './payments-backoffice.schema.ts';
