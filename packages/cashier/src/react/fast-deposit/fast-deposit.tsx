import { useEffect, useId, useMemo, useRef, useState, type JSX } from 'react';
import { LiveRegion } from '../a11y/live-region.tsx';
import { CashierProvider } from '../cashier-provider.tsx';
import { appearanceAttributes } from '../cashier/appearance.ts';
import { useLanguageTranslate } from '../cashier/use-language-translate.ts';
import { useWidgetSession } from '../cashier/use-widget-session.ts';
import { textDirection, useWidgetClient } from '../cashier/widget-client.ts';
import { WidgetOptionsContext, type WidgetOptions } from '../cashier/widget-options.ts';
import { ProviderFrame } from '../outcomes/provider-frame.tsx';
import { TransactionResult } from '../outcomes/transaction-result.tsx';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';
import { FastDepositContent } from './fast-deposit-content.tsx';
import type { FastDepositProps } from './fast-deposit-props.ts';

/** One-tap repeat of the player's last deposit, in a modal dialog. */
export function FastDeposit(props: FastDepositProps): JSX.Element | null {
  const client = useWidgetClient(props.client, props.apiBaseUrl, props.language);
  const t = useLanguageTranslate(props.language, props.messages);
  const session = useWidgetSession({
    client,
    action: 'deposit',
    currency: props.currency,
    language: props.language,
    t,
    onEvent: props.onEvent,
  });
  const { sameTabPayments = false, returnUrl } = props;
  const options = useMemo<WidgetOptions>(
    () => ({ sameTabPayments, ...(returnUrl === undefined ? {} : { returnUrl }) }),
    [sameTabPayments, returnUrl],
  );
  return (
    <CashierProvider client={client} session={session} t={t} locale={props.language}>
      <WidgetOptionsContext value={options}>
        <FastDepositShell {...props} />
      </WidgetOptionsContext>
    </CashierProvider>
  );
}

function FastDepositShell(props: FastDepositProps) {
  const { t, session } = useCashier();
  const { announcement } = useSessionSnapshot();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [frame, setFrame] = useState<{ url: string; transactionId: string } | undefined>();
  const { open, onClose } = props;

  const close = () => {
    dialog.current?.close();
    setFrame(undefined);
    onClose(session.closeFastDeposit());
  };

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && frame === undefined && !element.open) element.showModal();
    if ((!open || frame !== undefined) && element.open) element.close();
  }, [open, frame]);

  return (
    <div
      className="pf-cashier pf-cashier--fast"
      lang={props.language}
      dir={textDirection(props.language)}
      {...appearanceAttributes(props.appearance)}
    >
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
      <LiveRegion message={announcement} />
    </div>
  );
}
