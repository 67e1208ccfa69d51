import type { PaymentAction } from '@playfront/contracts';
import { failureSteps, failureTone, outcomeHeadingKey } from '../../core/session/outcome-tone.ts';
import type { SubmitFailure } from '../../core/state/cashier-store.ts';
import { useWidgetOptions } from '../cashier/widget-options.ts';
import { useTranslate } from '../use-cashier.ts';
import { NextSteps, type NextStepHandlers } from './next-steps.tsx';
import { OutcomePanel } from './outcome-panel.tsx';
import { ReferenceField } from './reference-field.tsx';

export interface ErrorViewProps {
  failure: SubmitFailure;
  action?: PaymentAction;
  /**
   * The next steps: `retry` (the form again, as typed), `other_method` (the list),
   * `check_again` (resend the same attempt under its own idempotency key).
   */
  on: NextStepHandlers;
}

function referenceOf(failure: SubmitFailure): string | undefined {
  if (failure.source === 'transport') return failure.error.reference;
  return failure.error.reference ?? failure.transactionId;
}

/** A refusal for too many attempts (429) is no lost connection: nothing was charged, wait a minute. */
function transportKey(failure: SubmitFailure): string {
  if (failure.source !== 'transport') return 'error.transport';
  if (failure.error.status === 429) return 'error.rate_limited';
  return failureTone(failure) === 'unknown' ? 'outcome.checking' : 'error.transport';
}

/**
 * A submit that did not succeed, in its tone: a failure (the server refused it: what went wrong in
 * the server's own words, which limit, why declined, in the player's language, sent as
 * `Accept-Language`), or unknown (no answer: we are checking, never a false failure). Then the
 * next step where there is one (the provider link after a blocked popup, the identity check),
 * the reference to quote, and the buttons.
 */
export function ErrorView({ failure, action = 'deposit', on }: ErrorViewProps) {
  const t = useTranslate();
  const { kycUrl } = useWidgetOptions();
  const reference = referenceOf(failure);
  const error = failure.source === 'payment' ? failure.error : undefined;
  const kind = error?.kind;
  const tone = failureTone(failure);
  return (
    <div className="pf-cashier-outcome pf-cashier-outcome--error" data-kind={kind ?? 'transport'}>
      <OutcomePanel
        tone={tone}
        heading={t(outcomeHeadingKey(tone, action))}
        details={
          <>
            {error?.kind === 'pop_up' ? (
              <a
                className="pf-cashier-button pf-cashier-button--primary"
                href={error.url}
                target="_blank"
                rel="noopener"
              >
                {t('error.pop_up.link')}
              </a>
            ) : null}
            {error?.kind === 'verification_required' && (error.verificationUrl ?? kycUrl) !== undefined ? (
              // The provider's own page opens beside the cashier; the host's page replaces it (same site).
              <a
                className="pf-cashier-button pf-cashier-button--primary"
                href={error.verificationUrl ?? kycUrl}
                {...(error.verificationUrl === undefined ? {} : { target: '_blank', rel: 'noopener' })}
              >
                {t('error.verification_required.link')}
              </a>
            ) : null}
            {reference === undefined ? null : <ReferenceField reference={reference} />}
          </>
        }
        actions={<NextSteps steps={failureSteps(failure)} on={on} />}
      >
        <p>{t(kind === undefined ? transportKey(failure) : `error.${kind}`)}</p>
        {error === undefined ? null : <p className="pf-outcome__reason">{error.message}</p>}
      </OutcomePanel>
    </div>
  );
}
