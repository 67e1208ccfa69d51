import { memo, useState } from 'react';
import type { MethodView } from '@playfront/contracts';
import type { Translate } from '../i18n/messages.ts';
import { MethodLogo } from './logos/method-logo.tsx';
import { methodName } from './method-name.ts';

export interface OtherMethodsProps {
  methods: readonly MethodView[];
  t: Translate;
  /** Set by the picker when no usable method is shown (none at all, or none a search finds): opens it. */
  forceOpen: boolean;
}

/**
 * Methods the player cannot use now, behind a disclosure after the usable ones: each with its
 * logo, name and the server's reason in the player's language. Rows are plain text, not buttons,
 * since there is nothing to do with them; they render only once the disclosure is open.
 */
export const OtherMethods = memo(function OtherMethods({ methods, t, forceOpen }: OtherMethodsProps) {
  const [open, setOpen] = useState(forceOpen);
  // Opens when a search starts finding only these (React's "adjust state on a prop change").
  const [wasForced, setWasForced] = useState(forceOpen);
  if (forceOpen !== wasForced) {
    setWasForced(forceOpen);
    if (forceOpen) setOpen(true);
  }
  if (methods.length === 0) return null;
  const shown = open;
  return (
    <details
      className="pf-other-methods"
      open={shown}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="pf-other-methods__summary">
        {t('methods.others.summary', { number: methods.length })}
      </summary>
      {shown ? (
        <>
          <p className="pf-cashier-muted pf-other-methods__intro">{t('methods.others.intro')}</p>
          <ul className="pf-other-methods__list">
            {methods.map((method) => (
              <li key={method.id} className="pf-other-method" data-method-id={method.id}>
                <MethodLogo logoKey={method.logoKey} type={method.type} />
                <span className="pf-cashier-method__body">
                  <span className="pf-cashier-method__name">{methodName(method.id, method.brand, t)}</span>
                  <span className="pf-cashier-method__reason">
                    {t(`methods.unavailable.${method.reason ?? 'currency_not_supported'}`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
});
