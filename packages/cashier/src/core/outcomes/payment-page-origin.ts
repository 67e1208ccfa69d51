import type { SubmitResponse } from '@playfront/contracts';

/**
 * Whether a provider page the submit answer names may be framed, opened or navigated to: its
 * origin is the API's own, or one of the config's `paymentOrigins` and https. Defence in depth:
 * a compromised or mistaken answer must not take the player's card details to a page of anyone's
 * choosing.
 */
export function isTrustedPaymentPage(
  url: string,
  apiOrigin: string,
  paymentOrigins: readonly string[],
): boolean {
  const page = URL.parse(url, apiOrigin);
  if (page === null) return false;
  if (page.origin === apiOrigin) return true;
  return page.protocol === 'https:' && paymentOrigins.includes(page.origin);
}

/**
 * The answer to hand on: as it came, or, when it names a page outside the allow-list, a refusal
 * the widget shows like any failed payment (nothing was opened; the transaction stays with the
 * server, which settles or expires it).
 */
export function refuseUntrustedPage(
  response: SubmitResponse,
  apiOrigin: string,
  paymentOrigins: readonly string[],
): SubmitResponse {
  if (!response.ok) return response;
  const { outcome } = response;
  if (outcome.status !== 'user_redirected' && outcome.status !== 'iframe_opened') return response;
  if (isTrustedPaymentPage(outcome.url, apiOrigin, paymentOrigins)) return response;
  const { transactionId } = response;
  return {
    ok: false,
    ...(transactionId === undefined ? {} : { transactionId }),
    error: {
      kind: 'request_error',
      code: 'PAYMENT_PROCESSING_ERROR',
      message:
        'The payment page could not be opened safely, so nothing was sent to it. Please try another method.',
      ...(transactionId === undefined ? {} : { reference: transactionId }),
      retryable: false,
    },
  };
}
