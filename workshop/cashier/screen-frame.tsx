import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { textDirection, type PaymentAction } from '@playfront/contracts';
import { CashierSession } from '@playfront/cashier';
import { APPEARANCE_VARIABLES, CashierProvider, createTranslate } from '@playfront/cashier/react';
import { fakeCashierClient, type FakePayments } from './fake-payments.ts';
import type { StoryLook } from './story-look.ts';

export interface ScreenFrameProps {
  look: StoryLook;
  action?: PaymentAction;
  /** What the stand-in payments API answers. */
  fake?: FakePayments;
  children: ReactNode;
}

/** The root's custom properties for the look's variables, as `<Cashier>` sets them from `appearance`. */
function variableStyle(look: StoryLook): Record<string, string> {
  return Object.fromEntries(
    Object.entries(look.appearance.variables ?? {}).flatMap(([name, value]) =>
      name in APPEARANCE_VARIABLES
        ? [[APPEARANCE_VARIABLES[name as keyof typeof APPEARANCE_VARIABLES], value]]
        : [],
    ),
  );
}

/**
 * One screen of the widget on its own, as `<Cashier>` frames it: the themed root in the story's
 * language and direction, and a started session (config, balances, live updates) over the fake
 * payments API, so notices that read the config (deposit allowance, KYC) show as in the widget.
 */
export function ScreenFrame({ look, action = 'deposit', fake, children }: ScreenFrameProps) {
  const t = useMemo(() => createTranslate(look.messages, undefined, look.language), [look]);
  // Made once per story (Storybook remounts on a new look): the session keeps its client.
  const [{ client, session }] = useState(() => {
    const made = fakeCashierClient(fake ?? {}, look.language);
    return {
      client: made,
      session: new CashierSession({
        client: made,
        action,
        currency: 'EUR',
        language: look.language,
        translate: t,
      }),
    };
  });
  useEffect(() => {
    session.start();
    return () => {
      session.stop();
    };
  }, [session]);
  return (
    <div
      className="pf-cashier"
      lang={look.language}
      dir={textDirection(look.language)}
      data-pf-theme={look.appearance.theme ?? 'light'}
      style={variableStyle(look)}
    >
      <CashierProvider client={client} session={session} t={t} locale={look.language}>
        <div className="pf-cashier-main">{children}</div>
      </CashierProvider>
    </div>
  );
}
