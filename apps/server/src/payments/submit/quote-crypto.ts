import type { CryptoQuoteRequest, CryptoQuoteResponse } from '@playfront/contracts';
import type { PlayerText } from '../player-text/player-text.ts';
import { isFiatConversion } from '../conversion/conversion-terms.ts';
import { issueQuote } from '../conversion/quote.ts';
import { money, paymentError } from './answers.ts';
import type { PaymentsDeps } from './submit-payment.ts';

/**
 * Answers a quote request (`POST /api/v1/payments/crypto-quotes`): the method must convert from
 * the currency, and the amount be within the method's limits in it. Whether the player may use
 * the method at all (country, verification, balance) is the submit's to check, as for any method.
 */
export function quoteCrypto(
  deps: Pick<PaymentsDeps, 'catalogue' | 'quoteKey' | 'now'>,
  request: {
    readonly playerId: string;
    readonly body: CryptoQuoteRequest;
    readonly reference: string;
    readonly text: PlayerText;
  },
): CryptoQuoteResponse {
  const { body, reference, text } = request;
  const method = deps.catalogue.method(body.methodId);
  if (method === undefined || !isFiatConversion(method, body.action, body.currency)) {
    return {
      ok: false,
      error: paymentError('METHOD_UNAVAILABLE', {
        reference,
        message: text('unavailable.currency_not_supported'),
      }),
    };
  }
  const limits = method.terms[body.action]?.limits.find((limit) => limit.currency === body.currency);
  if (limits === undefined || body.amount < limits.min || body.amount > limits.max) {
    const message =
      limits === undefined
        ? text('unavailable.currency_not_supported')
        : text('amount.limits', {
            min: money(limits.min, limits.currency, text),
            max: money(limits.max, limits.currency, text),
          });
    return {
      ok: false,
      error: paymentError('LIMIT_EXCEEDED', { reference, message, fields: [{ name: 'amount', message }] }),
    };
  }
  const quote = issueQuote({
    key: deps.quoteKey,
    playerId: request.playerId,
    method,
    action: body.action,
    currency: body.currency,
    amount: body.amount,
    now: deps.now?.() ?? Date.now(),
  });
  if (quote === undefined) throw new Error(`Method ${method.id} converts ${body.currency} but has no rate`);
  return { ok: true, quote };
}
