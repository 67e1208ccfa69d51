import { useEffect, useRef, useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { REALITY_CHECK_PATH, type RealityCheck } from '@playfront/contracts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { formatBalance } from '../components/format-money.ts';
import { formatDuration } from './format-time.ts';
import { nextReminderAt } from './next-reminder.ts';

async function readRealityCheck(): Promise<RealityCheck | null> {
  const response = await fetch(REALITY_CHECK_PATH, { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? ((await response.json()) as RealityCheck) : null;
}

/**
 * The reality check (decision 060): at each interval the player chose since their log-in, a modal
 * dialog with the time spent and the session's net deposits (read from the server when it opens),
 * to continue or log out. A native modal `<dialog>`: the page behind is inert (focus stays
 * inside), Escape closes it as "continue", and it is named by its heading and text.
 */
export function RealityCheckReminder() {
  const t = useT();
  const site = useSiteData();
  const location = useLocation();
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  /** The numbers the open dialog shows, read when it opened; null while closed. */
  const [shown, setShown] = useState<{ check: RealityCheck; spentMs: number } | null>(null);
  const [round, setRound] = useState(0);
  const playerId = site?.player?.id ?? null;
  const language = site?.language ?? 'en';
  const idle = navigation.state === 'idle';

  // Re-read after each navigation, so a new interval chosen on the account page applies at once.
  useEffect(() => {
    if (playerId === null || !idle) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void readRealityCheck().then((check) => {
      if (!live || check === null) return;
      const due = nextReminderAt(check.sessionStartedAt, check.intervalMinutes, Date.now());
      if (due === null) return;
      timer = setTimeout(() => {
        void readRealityCheck().then((fresh) => {
          if (live && fresh !== null && fresh.intervalMinutes > 0) {
            setShown({ check: fresh, spentMs: Date.now() - fresh.sessionStartedAt });
          }
        });
      }, due - Date.now());
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [playerId, idle, location.key, round]);

  useEffect(() => {
    if (shown !== null && dialog.current?.open === false) dialog.current.showModal();
  }, [shown]);

  // Logged out (by the dialog's button or elsewhere): no reminder is left behind.
  if (shown === null || playerId === null) return null;
  const close = () => {
    dialog.current?.close();
    setShown(null);
    setRound((value) => value + 1);
  };
  return (
    <dialog
      ref={dialog}
      className="reality-dialog"
      aria-labelledby="reality-dialog-title"
      aria-describedby="reality-dialog-text"
      onCancel={close}
    >
      <h2 id="reality-dialog-title">{t('protection.reality.dialogTitle')}</h2>
      <div id="reality-dialog-text">
        <p>
          {t('protection.reality.spent', {
            duration: formatDuration(shown.spentMs, language),
          })}
        </p>
        <p>
          {t('protection.reality.net', {
            amount: formatBalance(shown.check.netDeposits, shown.check.currency, language),
          })}
        </p>
      </div>
      {/* Continue first: the modal dialog focuses its first control. */}
      <div className="reality-dialog__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('protection.reality.continue')}
        </button>
        <Form method="post" action="/logout" onSubmit={() => dialog.current?.close()}>
          <button type="submit" className="button button--ghost">
            {t('protection.reality.logout')}
          </button>
        </Form>
      </div>
    </dialog>
  );
}
