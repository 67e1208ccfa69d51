import type { CryptoInvoice } from '@playfront/contracts';
import { QrCode } from '../fields/qr-code.tsx';
import { useCashier } from '../use-cashier.ts';
import { CopyField } from './reference-field.tsx';

/** Where to send a crypto deposit: amount, network, address (copyable and as a QR code). */
export function CryptoInvoiceView({ invoice }: { invoice: CryptoInvoice }) {
  const { t, locale } = useCashier();
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(invoice.expiresAt),
  );
  return (
    <div className="pf-cashier-invoice">
      <p>
        {t('outcome.invoice.send', {
          amount: `${invoice.amountDecimal} ${invoice.currency}`,
          network: invoice.network,
        })}
      </p>
      <CopyField
        label={t('form.crypto.address')}
        value={invoice.address}
        copyLabel={t('form.deposit.copy')}
      />
      <QrCode text={invoice.address} label={t('form.deposit.qr')} />
      <p className="pf-cashier-muted">
        {t('outcome.invoice.confirmations', { count: invoice.requiredConfirmations, expires })}
      </p>
    </div>
  );
}
