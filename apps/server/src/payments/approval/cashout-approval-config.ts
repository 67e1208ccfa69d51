import type { CurrencyCode } from '@playfront/contracts';
import { KYC_CASHOUT_THRESHOLDS } from '../transactions/kyc-threshold.ts';

/** Amounts in minor units per currency; a currency left out has none (see each use). */
export type AmountsByCurrency = Readonly<Partial<Record<CurrencyCode, number>>>;

/**
 * The cashout approval settings (docs/console/payments.md). A cashout the auto-approval rule
 * releases goes to its provider at once, as before the back office; any other waits in the queue.
 */
export interface CashoutApprovalConfig {
  /**
   * The largest cashout the rule releases, per currency (`CASHOUT_AUTO_APPROVE_MAX`); a currency
   * left out is never released by the rule.
   */
  readonly autoApproveMax: AmountsByCurrency;
  /** The KYC status the rule requires (`CASHOUT_AUTO_APPROVE_KYC`: `any` or `verified`). */
  readonly autoApproveKyc: 'any' | 'verified';
  /** Whether the rule may release a player's first cashout (`CASHOUT_AUTO_APPROVE_FIRST`). */
  readonly autoApproveFirst: boolean;
  /**
   * Above this a second approver must confirm (`CASHOUT_SECOND_APPROVAL_ABOVE`); a currency left
   * out always needs one.
   */
  readonly secondApprovalAbove: AmountsByCurrency;
  /**
   * The most a payments agent may approve (`CASHOUT_AGENT_LIMIT`); a currency left out is for
   * approvers only.
   */
  readonly agentLimit: AmountsByCurrency;
}

/**
 * Defaults scaled from the KYC thresholds (about 2,000.00 EUR in each currency, round numbers):
 * the rule releases up to half, a second approver is needed above three quarters, an agent
 * approves up to the whole (a larger cashout needs a verified player anyway).
 */
export const scaledFromKycThresholds = (fraction: number): AmountsByCurrency =>
  Object.fromEntries(
    Object.entries(KYC_CASHOUT_THRESHOLDS).map(([currency, amount]) => [
      currency,
      Math.round(amount * fraction),
    ]),
  );
