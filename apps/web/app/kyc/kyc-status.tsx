import type { KycStatus } from '@playfront/contracts';
import { useT } from '../i18n/use-t.ts';

/** The player's verification status as a labelled badge (account and verification pages). */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  const t = useT();
  return (
    <p className="kyc-status">
      <span className="kyc-status__label">{t('kyc.status.label')}:</span>{' '}
      <strong className={`kyc-status__value kyc-status__value--${status}`} data-status={status}>
        {t(`kyc.status.${status}`)}
      </strong>
    </p>
  );
}
