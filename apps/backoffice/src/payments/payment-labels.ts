import {
  formatMoney,
  isCurrencyCode,
  type CashoutDecisionReason,
  type CashoutReviewState,
  type CashoutRiskFlag,
  type KycStatus,
} from '@playfront/contracts';

/** The words the console shows for each closed list of the back office. */
export const REASON_LABELS: Record<CashoutDecisionReason, string> = {
  checks_passed: 'Checks passed',
  documents_verified: 'Documents verified',
  known_player: 'Known player',
  kyc_incomplete: 'KYC incomplete',
  suspected_fraud: 'Suspected fraud',
  bonus_abuse: 'Bonus abuse',
  payment_details_mismatch: 'Payment details do not match',
  duplicate_request: 'Duplicate request',
  player_request: 'Player asked',
  other: 'Other (say why in the note)',
};

export const REVIEW_LABELS: Record<CashoutReviewState, string> = {
  queued: 'Waiting for approval',
  awaiting_second_approval: 'Waiting for a second approver',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const RISK_LABELS: Record<CashoutRiskFlag, string> = {
  first_cashout: 'First cashout',
  kyc_not_verified: 'KYC not verified',
  cashout_exceeds_deposits: 'More than deposited',
  deposit_within_24h: 'Deposit in the last 24 h',
  new_account: 'New account',
};

export const KYC_LABELS: Record<KycStatus, string> = {
  not_started: 'Not started',
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** Minor units as money (`€1,200.00`); an unknown currency as a plain number with its code. */
export const money = (amount: number, currency: string): string =>
  isCurrencyCode(currency) ? formatMoney(amount, currency, 'en') : `${amount} ${currency}`;

/** Unix milliseconds as `2026-11-25 15:04` (UTC). */
export const utcTime = (time: number): string => new Date(time).toISOString().replace('T', ' ').slice(0, 16);
