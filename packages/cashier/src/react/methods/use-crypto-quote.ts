import { useEffect, useState } from 'react';
import type { CryptoQuote, CurrencyCode, PaymentAction } from '@playfront/contracts';
import { useCashier } from '../use-cashier.ts';

/** A quote's life on the form: none needed, no amount yet, on its way, held, or refused. */
export type QuoteState =
  | { readonly status: 'off' }
  | { readonly status: 'waiting' }
  | { readonly status: 'loading'; readonly expired: boolean }
  /**
   * `expiresLocally`: the quote's expiry on this browser's clock (received + the quote's lifetime),
   * so a clock that differs from the server's neither cuts the countdown short nor stretches it.
   */
  | { readonly status: 'ready'; readonly quote: CryptoQuote; readonly expiresLocally: number }
  /** `message` is the server's reason; none when the server could not be reached. */
  | { readonly status: 'failed'; readonly message?: string };

export interface CryptoQuoteInput {
  /** A crypto method paid from a fiat account: only then is a quote asked for. */
  readonly enabled: boolean;
  readonly methodId: string;
  readonly action: PaymentAction;
  readonly currency: CurrencyCode;
  /** The typed amount in minor units, undefined while it is empty or invalid. */
  readonly amount: number | undefined;
}

/** Typing pauses this long before a quote is asked for, so a quote is not asked per key. */
const TYPING_PAUSE_MS = 300;

/**
 * Asks the server for a quote as the amount settles, and again the moment the quote expires, so
 * the rate the form shows is always one the server still honours (decision 040).
 */
export function useCryptoQuote(input: CryptoQuoteInput): QuoteState {
  const { client } = useCashier();
  const { enabled, methodId, action, currency, amount } = input;
  const [state, setState] = useState<QuoteState>({ status: enabled ? 'waiting' : 'off' });
  // Bumped when a quote expires: asks again for the same amount.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'off' });
      return undefined;
    }
    if (amount === undefined) {
      setState({ status: 'waiting' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading', expired: round > 0 });
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const pause = setTimeout(() => {
      void client.cryptoQuote({ methodId, action, currency, amount }, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          setState({ status: 'failed' });
          return;
        }
        if (!result.data.ok) {
          setState({ status: 'failed', message: result.data.error.message });
          return;
        }
        const { quote } = result.data;
        const lifetime = Math.max(0, quote.expiresAt - quote.issuedAt);
        setState({ status: 'ready', quote, expiresLocally: Date.now() + lifetime });
        expiry = setTimeout(() => {
          setRound((current) => current + 1);
        }, lifetime);
      });
    }, TYPING_PAUSE_MS);
    return () => {
      controller.abort();
      clearTimeout(pause);
      if (expiry !== undefined) clearTimeout(expiry);
    };
  }, [client, enabled, methodId, action, currency, amount, round]);

  return state;
}
