import type { CurrencyCode, KycStatus } from '@playfront/contracts';
import type { CashoutApprovalConfig } from './cashout-approval-config.ts';

/** What the auto-approval rule looks at. */
export interface CashoutFacts {
  readonly currency: CurrencyCode;
  /** Minor units. */
  readonly amount: number;
  readonly kycStatus: KycStatus;
  /** Cashouts the player made before this one that were not cancelled, declined or failed. */
  readonly earlierCashouts: number;
}

/**
 * True when the rule releases the cashout without a reviewer: at most the currency's maximum,
 * the KYC status the rule asks for, and not the player's first cashout unless allowed.
 */
export function autoApproves(config: CashoutApprovalConfig, cashout: CashoutFacts): boolean {
  const max = config.autoApproveMax[cashout.currency];
  if (max === undefined || cashout.amount > max) return false;
  if (config.autoApproveKyc === 'verified' && cashout.kycStatus !== 'verified') return false;
  return config.autoApproveFirst || cashout.earlierCashouts > 0;
}

/** Above the threshold (or in a currency without one) two different approvers must agree. */
export function needsSecondApproval(
  config: CashoutApprovalConfig,
  currency: CurrencyCode,
  amount: number,
): boolean {
  const above = config.secondApprovalAbove[currency];
  return above === undefined || amount > above;
}

/**
 * A payments agent approves up to their own limit of the currency when an admin set one
 * (`ownLimits`), else the agents' limit (`CASHOUT_AGENT_LIMIT`); neither: approvers only.
 */
export function withinAgentLimit(
  config: CashoutApprovalConfig,
  currency: CurrencyCode,
  amount: number,
  ownLimits: Readonly<Record<string, number>> | null = null,
): boolean {
  const limit = ownLimits?.[currency] ?? config.agentLimit[currency];
  return limit !== undefined && amount <= limit;
}
