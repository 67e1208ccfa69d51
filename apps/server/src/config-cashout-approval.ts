import { isCurrencyCode, type CurrencyCode } from '@playfront/contracts';
import { flag, type Env } from './config-values.ts';
import {
  scaledFromKycThresholds,
  type AmountsByCurrency,
  type CashoutApprovalConfig,
} from './payments/approval/cashout-approval-config.ts';

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

export function loadCashoutApprovalConfig(
  env: Env,
  mode: 'development' | 'test' | 'production',
): CashoutApprovalConfig {
  const kyc = env.CASHOUT_AUTO_APPROVE_KYC;
  if (kyc !== undefined && kyc !== '' && kyc !== 'any' && kyc !== 'verified') {
    throw new Error(`CASHOUT_AUTO_APPROVE_KYC must be any or verified, got "${kyc}"`);
  }
  return {
    autoApproveMax: parseAmounts(
      'CASHOUT_AUTO_APPROVE_MAX',
      env.CASHOUT_AUTO_APPROVE_MAX,
      scaledFromKycThresholds(0.5),
    ),
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
      scaledFromKycThresholds(0.75),
    ),
    agentLimit: parseAmounts('CASHOUT_AGENT_LIMIT', env.CASHOUT_AGENT_LIMIT, scaledFromKycThresholds(1)),
  };
}
