import type { PaymentMethod, SubmitRequest } from '@playfront/contracts';
import { isFiatConversion } from './conversion-terms.ts';
import { readQuote, type Conversion } from './quote.ts';

export type QuoteCheck =
  | { readonly status: 'none' }
  | { readonly status: 'refused' }
  | { readonly status: 'quoted'; readonly fee: number; readonly conversion: Conversion };

/**
 * A submit of a crypto method from a fiat account must carry a quote this server signed for
 * this player, method, action, currency and amount, still valid at `now`; anything else is
 * refused (the cashier asks for a new quote). Other submits need none and have it ignored.
 */
export function checkQuote(input: {
  readonly key: Buffer;
  readonly playerId: string;
  readonly method: PaymentMethod;
  readonly body: SubmitRequest;
  readonly now: number;
}): QuoteCheck {
  const { body } = input;
  if (!isFiatConversion(input.method, body.action, body.currency)) return { status: 'none' };
  const quote = body.quoteToken === undefined ? undefined : readQuote(input.key, body.quoteToken);
  if (
    quote === undefined ||
    quote.playerId !== input.playerId ||
    quote.methodId !== input.method.id ||
    quote.action !== body.action ||
    quote.currency !== body.currency ||
    quote.amount !== body.amount ||
    input.now > quote.expiresAt
  ) {
    return { status: 'refused' };
  }
  return {
    status: 'quoted',
    fee: quote.fee,
    conversion: {
      cryptoCurrency: quote.cryptoCurrency,
      cryptoAmount: quote.cryptoAmount,
      rate: quote.rate,
      expiresAt: quote.expiresAt,
    },
  };
}
