import { memo } from 'react';
import type { CurrencyCode, MethodView } from '@playfront/contracts';
import type { Translate } from '../i18n/messages.ts';
import { MethodLogo } from './logos/method-logo.tsx';
import { commissionText, limitsText, processingTimeText } from './method-terms.ts';
import { methodName } from './method-name.ts';

export interface MethodItemProps {
  method: MethodView;
  currency: CurrencyCode;
  t: Translate;
  locale: string;
  onPick: (method: MethodView) => void;
  /** Shown as a badge after the name (the on-ramp's mode). */
  badge?: string;
  /** Replaces the processing time line (the on-ramp's currencies). */
  note?: string;
}

/**
 * One method as a button: logo, brand, processing time, fee, limits. An unavailable method (the
 * on-ramp's other side) is greyed, `aria-disabled` and not clickable, with the reason as text;
 * the picker itself lists unavailable methods apart (`other-methods.tsx`). Memoized so a long
 * list re-renders only what changed.
 */
export const MethodItem = memo(function MethodItem({
  method,
  currency,
  t,
  locale,
  onPick,
  badge,
  note,
}: MethodItemProps) {
  const time = note ?? processingTimeText(method.processingTime, t);
  const reason = method.available
    ? undefined
    : t(`methods.unavailable.${method.reason ?? 'currency_not_supported'}`);
  return (
    <li className="pf-cashier-method" data-available={method.available}>
      <button
        type="button"
        className="pf-cashier-method__button"
        // A stable hook for hosts' tests and the interactivity benchmark.
        data-method-id={method.id}
        aria-disabled={!method.available}
        onClick={() => {
          if (method.available) onPick(method);
        }}
      >
        <MethodLogo logoKey={method.logoKey} type={method.type} />
        <span className="pf-cashier-method__body">
          <span className="pf-cashier-method__name">
            {methodName(method.id, method.brand, t)}
            {badge === undefined ? null : <span className="pf-cashier-badge">{badge}</span>}
          </span>
          {reason === undefined ? (
            <span className="pf-cashier-method__terms">
              {[
                time,
                commissionText(method.commission, currency, t, locale),
                limitsText(method.limits, t, locale),
              ]
                .filter((part) => part !== '')
                .join(' · ')}
            </span>
          ) : (
            <span className="pf-cashier-method__reason">{reason}</span>
          )}
        </span>
      </button>
    </li>
  );
});
