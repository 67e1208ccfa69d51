import { lazy, Suspense, useCallback, useState } from 'react';
import { useT } from '../i18n/use-t.ts';

// The dialog and the cashier inside it load on first use: the header costs no cashier code.
const FastDepositDialog = lazy(() => import('./fast-deposit-dialog.tsx'));

/** Opens fast deposit (the cashier's `fast-deposit` route) in a modal over the page. */
export function FastDepositButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  return (
    <>
      <button
        type="button"
        className="button button--accent"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('header.fastDeposit')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FastDepositDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
