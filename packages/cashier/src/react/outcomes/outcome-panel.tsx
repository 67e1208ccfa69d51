import type { ReactNode } from 'react';
import type { OutcomeTone } from '../../core/session/outcome-tone.ts';
import { OutcomeIcon } from './outcome-icon.tsx';
import { useReveal } from './use-reveal.ts';

export interface OutcomePanelProps {
  tone: OutcomeTone;
  heading: string;
  /** What happened and why, in the player's words: read out as an alert for a failure. */
  children?: ReactNode;
  /** The reference, a provider frame or link: below the message. */
  details?: ReactNode;
  /** The next steps (buttons). */
  actions?: ReactNode;
}

/**
 * One outcome, told the same way everywhere: the tone's mark, colour and heading (focused and
 * scrolled into view when it appears or its tone changes), the message, the details, the next
 * steps. A failure's message is an alert; the others are polite status.
 */
export function OutcomePanel({ tone, heading, children, details, actions }: OutcomePanelProps) {
  const ref = useReveal<HTMLHeadingElement>(tone);
  return (
    <section className="pf-outcome" data-tone={tone}>
      <div className="pf-outcome__head">
        <OutcomeIcon tone={tone} />
        <h2 ref={ref} tabIndex={-1} className="pf-cashier-heading pf-outcome__heading">
          {heading}
        </h2>
      </div>
      {children === undefined ? null : (
        <div role={tone === 'failure' ? 'alert' : 'status'} className="pf-outcome__message">
          {children}
        </div>
      )}
      {details}
      {actions === undefined ? null : <div className="pf-cashier-actions pf-outcome__actions">{actions}</div>}
    </section>
  );
}
