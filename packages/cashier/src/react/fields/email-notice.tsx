import type { PaymentAction } from '@playfront/contracts';
import { useWidgetOptions } from '../cashier/widget-options.ts';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';

/**
 * Before submit, under a cashout's amount: cashouts wait for a verified e-mail address (the
 * config's `player.emailVerified` is false), so the player learns it now, with the next step (the
 * host's `emailVerificationUrl`), rather than from a refusal after submitting (decision 053).
 */
export function EmailNotice({ action }: { action: PaymentAction | undefined }) {
  const { t } = useCashier();
  const { config } = useSessionSnapshot();
  const { emailVerificationUrl } = useWidgetOptions();
  if (action !== 'cashout' || config.data?.player.emailVerified !== false) return null;
  return (
    <p role="status" className="pf-email-notice">
      <span>{t('email.notice')}</span>{' '}
      {emailVerificationUrl === undefined ? null : (
        <a className="pf-email-notice__link" href={emailVerificationUrl}>
          {t('email.notice.link')}
        </a>
      )}
    </p>
  );
}
