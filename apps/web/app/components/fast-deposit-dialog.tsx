import { useEffect, useRef } from 'react';
import { CashierSlot } from '../cashier/cashier-slot.tsx';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';

/** A native modal dialog (focus trap, Escape, inert page) holding the cashier's fast deposit. */
export default function FastDepositDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const site = useSiteData();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
    };
  }, []);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="fast-deposit-title" onClose={onClose}>
      <div className="modal__header">
        <h2 id="fast-deposit-title">{t('header.fastDeposit')}</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <CashierSlot
        action="deposit"
        route="fast-deposit"
        label={t('header.fastDeposit')}
        currency={site?.player?.currency ?? 'EUR'}
        language={site?.language ?? DEFAULT_LANGUAGE}
        sameTabPayments={site?.inApp != null}
        onDone={onClose}
      />
    </dialog>
  );
}
