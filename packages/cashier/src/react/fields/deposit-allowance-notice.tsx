import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';

export interface DepositAllowanceNoticeProps {
  action: PaymentAction | undefined;
  currency: CurrencyCode | undefined;
}

/**
 * Before submit, under the amount of a deposit: what the player's own deposit limit still allows
 * (the config's `depositAllowance`, absent without limits) and, once something counts, when it
 * grows, in the player's own time zone. Shown like the KYC notice (decision 043); the server
 * still decides inside the deposit's claim (decision 055).
 */
export function DepositAllowanceNotice({ action, currency }: DepositAllowanceNoticeProps) {
  const { t, locale } = useCashier();
  const { config } = useSessionSnapshot();
  const allowance = config.data?.depositAllowance;
  if (action !== 'deposit' || allowance === undefined || allowance.currency !== currency) return null;
  const amount = formatMoney(allowance.amount, allowance.currency, locale);
  const time =
    allowance.resetsAt === null
      ? undefined
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          allowance.resetsAt,
        );
  const text =
    time === undefined
      ? t('limits.allowance', { amount })
      : allowance.amount === 0
        ? t('limits.allowance_none', { time })
        : t('limits.allowance_until', { amount, time });
  return (
    <p role="status" className="pf-kyc-notice pf-deposit-allowance">
      {text}
    </p>
  );
}
