import type { SubmitFailure } from '../../core/state/cashier-store.ts';
import { useWidgetOptions } from '../cashier/widget-options.ts';
import { useTranslate } from '../use-cashier.ts';
import { FocusedHeading } from './focused-heading.tsx';
import { ReferenceField } from './reference-field.tsx';

export interface ErrorViewProps {
  failure: SubmitFailure;
  /** Resends the same attempt (same idempotency key); shown only when a retry may help. */
  onRetry?: () => void;
  /** Back to the form, values kept. */
  onBack?: () => void;
}

function referenceOf(failure: SubmitFailure): string | undefined {
  if (failure.source === 'transport') return failure.error.reference;
  return failure.error.reference ?? failure.transactionId;
}

/**
 * A failed submit: a clear message per error kind, what exactly went wrong in the server's own
 * words (the most specific: which limit, why declined; in the player's language, which the client
 * sends as `Accept-Language`), the next step where there is one (the provider link after a blocked
 * popup, the identity check), and the reference to quote.
 */
/** A refusal for too many attempts (429) is no lost connection: nothing was charged, wait a minute. */
function transportKey(failure: SubmitFailure): string {
  return failure.source === 'transport' && failure.error.status === 429
    ? 'error.rate_limited'
    : 'error.transport';
}

export function ErrorView({ failure, onRetry, onBack }: ErrorViewProps) {
  const t = useTranslate();
  const { kycUrl } = useWidgetOptions();
  const reference = referenceOf(failure);
  const error = failure.source === 'payment' ? failure.error : undefined;
  const kind = error?.kind;
  const canRetry =
    failure.source === 'transport'
      ? failure.error.retryable
      : error?.kind === 'request_error' && error.retryable;
  return (
    <div className="pf-cashier-outcome pf-cashier-outcome--error" data-kind={kind ?? 'transport'}>
      <FocusedHeading>{t('error.title')}</FocusedHeading>
      <div role="alert" className="pf-cashier-alert">
        <p>{t(kind === undefined ? transportKey(failure) : `error.${kind}`)}</p>
        {error === undefined ? null : <p>{error.message}</p>}
      </div>
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
      <div className="pf-cashier-actions">
        {canRetry && onRetry !== undefined ? (
          <button type="button" className="pf-cashier-button pf-cashier-button--primary" onClick={onRetry}>
            {t('error.retry')}
          </button>
        ) : null}
        {onBack === undefined ? null : (
          <button type="button" className="pf-cashier-button" onClick={onBack}>
            {t('error.back')}
          </button>
        )}
      </div>
    </div>
  );
}
