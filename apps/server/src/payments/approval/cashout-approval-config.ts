import { isCurrencyCode, type CurrencyCode } from '@playfront/contracts';
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

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Defaults scaled from the KYC thresholds (about 2,000.00 EUR in each currency, round numbers):
 * the rule releases up to half, a second approver is needed above three quarters, an agent
 * approves up to the whole (a larger cashout needs a verified player anyway).
 */
const scaled = (fraction: number): AmountsByCurrency =>
  Object.fromEntries(
    Object.entries(KYC_CASHOUT_THRESHOLDS).map(([currency, amount]) => [
      currency,
      Math.round(amount * fraction),
    ]),
  );

/** `EUR:100000,USD:110000` (minor units), or `none` for an empty table. */
export function parseAmounts(
  name: string,
  raw: string | undefined,
  fallback: AmountsByCurrency,
): AmountsByCurrency {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (raw.trim() === 'none') return {};
  const amounts: Partial<Record<CurrencyCode, number>> = {};
  for (const entry of raw.split(',')) {
    const [currency = '', value = ''] = entry.trim().split(':');
    const amount = Number(value);
    if (!isCurrencyCode(currency) || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(amount)) {
      throw new Error(`${name} must list CURRENCY:minor-units pairs like EUR:100000, got "${entry.trim()}"`);
    }
    amounts[currency] = amount;
  }
  return amounts;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function loadCashoutApprovalConfig(
  env: Env,
  mode: 'development' | 'test' | 'production',
): CashoutApprovalConfig {
  const kyc = env.CASHOUT_AUTO_APPROVE_KYC;
  if (kyc !== undefined && kyc !== '' && kyc !== 'any' && kyc !== 'verified') {
    throw new Error(`CASHOUT_AUTO_APPROVE_KYC must be any or verified, got "${kyc}"`);
  }
  return {
    autoApproveMax: parseAmounts('CASHOUT_AUTO_APPROVE_MAX', env.CASHOUT_AUTO_APPROVE_MAX, scaled(0.5)),
    autoApproveKyc: kyc === 'verified' ? 'verified' : 'any',
    // Outside production the demo journeys (a first cashout) go on without a reviewer.
    autoApproveFirst: flag(
      'CASHOUT_AUTO_APPROVE_FIRST',
      env.CASHOUT_AUTO_APPROVE_FIRST,
      mode !== 'production',
    ),
    secondApprovalAbove: parseAmounts(
      'CASHOUT_SECOND_APPROVAL_ABOVE',
      env.CASHOUT_SECOND_APPROVAL_ABOVE,
      scaled(0.75),
    ),
    agentLimit: parseAmounts('CASHOUT_AGENT_LIMIT', env.CASHOUT_AGENT_LIMIT, scaled(1)),
  };
}
