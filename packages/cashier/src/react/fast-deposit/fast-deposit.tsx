import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { LiveRegion } from '../a11y/live-region.tsx';
import { CashierProvider } from '../cashier-provider.tsx';
import { CashierShellContext } from '../cashier/cashier-context.ts';
import { useShell } from '../cashier/use-shell.ts';
import { useLanguageTranslate } from '../cashier/use-language-translate.ts';
import { textDirection, useWidgetClient } from '../cashier/widget-client.ts';
import { ProviderFrame } from '../outcomes/provider-frame.tsx';
import { TransactionResult } from '../outcomes/transaction-result.tsx';
import { useCashier } from '../use-cashier.ts';
import { FastDepositContent } from './fast-deposit-content.tsx';
import type { FastDepositProps } from './fast-deposit-props.ts';

/** One-tap repeat of the player's last deposit, in a modal dialog. */
export function FastDeposit(props: FastDepositProps): JSX.Element | null {
  const client = useWidgetClient(props.client, props.apiBaseUrl, props.language);
  const t = useLanguageTranslate(props.language, props.messages);
  return (
    <CashierProvider client={client} t={t} locale={props.language}>
      <FastDepositShell {...props} />
    </CashierProvider>
  );
}

function FastDepositShell(props: FastDepositProps) {
  const { t, store } = useCashier();
  const shell = useShell({
    onEvent: props.onEvent,
    sameTabPayments: props.sameTabPayments,
    returnUrl: props.returnUrl,
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [frame, setFrame] = useState<{ url: string; transactionId: string } | undefined>();
  const { open, onClose } = props;

  const close = () => {
    const status = shell.closeStatus();
    dialog.current?.close();
    setFrame(undefined);
    store.reset();
    shell.value.emit('close_fast_deposit_modal', { status });
    onClose(status);
  };

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && frame === undefined && !element.open) element.showModal();
    if ((!open || frame !== undefined) && element.open) element.close();
  }, [open, frame]);

  return (
    <CashierShellContext value={shell.value}>
      <div className="pf-cashier pf-cashier--fast" lang={props.language} dir={textDirection(props.language)}>
        {/* Closed by Escape (`cancel`) or the button; both report how the payment ended. */}
        <dialog
          ref={dialog}
          className="pf-cashier-dialog"
          aria-labelledby={titleId}
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <div className="pf-cashier-dialog__head">
            <h2 id={titleId} className="pf-cashier-heading">
              {t('fast_deposit.title')}
            </h2>
            <button
              type="button"
              className="pf-cashier-close"
              aria-label={t('fast_deposit.close')}
              onClick={close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {open && frame === undefined ? (
            <FastDepositContent
              currency={props.currency}
              onDone={close}
              onIframe={(url, transactionId) => {
                // A modal dialog is a top layer that makes the page inert: the bank's page must
                // not live under it. The dialog closes and the check continues inline below.
                setFrame({ url, transactionId });
              }}
            />
          ) : null}
        </dialog>
        {open && frame !== undefined ? (
          <section className="pf-cashier-fast-inline" aria-labelledby={`${titleId}-inline`}>
            <h2 id={`${titleId}-inline`} className="pf-cashier-heading">
              {t('fast_deposit.three_ds')}
            </h2>
            <TransactionResult
              transactionId={frame.transactionId}
              currency={props.currency}
              whilePending={<ProviderFrame url={frame.url} />}
            />
            <button type="button" className="pf-cashier-button" onClick={close}>
              {t('fast_deposit.close')}
            </button>
          </section>
        ) : null}
        <LiveRegion message={shell.announcement} />
      </div>
    </CashierShellContext>
  );
}
