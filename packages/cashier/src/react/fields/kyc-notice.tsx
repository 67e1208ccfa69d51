import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import { formatMoney, parseMoneyForCurrency } from '../../core/money/format-money.ts';
import { useWidgetOptions } from '../cashier/widget-options.ts';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';

export interface KycNoticeProps {
  action: PaymentAction | undefined;
  currency: CurrencyCode | undefined;
  /** The amount as typed. */
  typed: string;
}

/**
 * Before submit, under the amount: a cashout above the player's KYC threshold (the config's
 * `kycCashoutThresholds`, absent once verified) needs a verified identity, so the player learns it
 * now, with the next step (the host's `kycUrl`), rather than from a refusal after submitting.
 * The server still decides, counting the cashouts of its window (docs/decisions/043).
 */
export function KycNotice({ action, currency, typed }: KycNoticeProps) {
  const { t, locale } = useCashier();
  const { config } = useSessionSnapshot();
  const { kycUrl } = useWidgetOptions();
  if (action !== 'cashout' || currency === undefined || typed === '') return null;
  const threshold = config.data?.kycCashoutThresholds?.find((entry) => entry.currency === currency);
  const status = config.data?.player.kycStatus;
  if (threshold === undefined || status === 'verified') return null;
  const parsed = parseMoneyForCurrency(typed, currency, locale);
  if (!parsed.ok || parsed.minor <= threshold.amount) return null;
  const amount = formatMoney(threshold.amount, currency, locale);
  const pending = status === 'pending';
  return (
    <p role="status" className="pf-kyc-notice">
      <span>{t(pending ? 'kyc.notice.pending' : 'kyc.notice', { amount })}</span>{' '}
      {kycUrl === undefined ? null : (
        <a className="pf-kyc-notice__link" href={kycUrl}>
          {t(pending ? 'kyc.notice.status_link' : 'kyc.notice.link')}
        </a>
      )}
    </p>
  );
}
