import { useEffect, useState } from 'react';
import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { formatCountdown, formatCrypto, formatRate, secondsLeft } from '../../core/conversion/quote-text.ts';
import { useCashier } from '../use-cashier.ts';
import type { QuoteState } from './use-crypto-quote.ts';

/** The current time, once a second: the countdown's clock. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

export interface CryptoQuoteViewProps {
  state: QuoteState;
  action: PaymentAction;
  currency: CurrencyCode;
}

/**
 * The conversion before submit: what the balance gains or loses, the fee, the rate, the coins to
 * send or receive, and how long the quote holds (counting down; a new quote replaces it at zero).
 */
export function CryptoQuoteView({ state, action, currency }: CryptoQuoteViewProps) {
  const { t, locale } = useCashier();
  const now = useSecondClock();
  if (state.status === 'off') return null;
  const heading = (
    <h3 id="pf-crypto-quote" className="pf-cashier-subheading">
      {t('quote.heading')}
    </h3>
  );
  if (state.status !== 'ready') {
    const text =
      state.status === 'waiting'
        ? t('quote.enter_amount')
        : state.status === 'loading'
          ? t(state.expired ? 'quote.expired' : 'quote.loading')
          : (state.message ?? t('quote.failed'));
    return (
      <section className="pf-crypto-quote" aria-labelledby="pf-crypto-quote">
        {heading}
        <p
          role={state.status === 'failed' ? 'alert' : 'status'}
          className={state.status === 'failed' ? 'pf-cashier-alert' : 'pf-cashier-muted'}
        >
          {text}
        </p>
      </section>
    );
  }
  const { quote, expiresLocally } = state;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  // The clock may have ticked last up to a second before the quote came: never count from earlier.
  const left = secondsLeft(
    expiresLocally,
    Math.max(now, expiresLocally - (quote.expiresAt - quote.issuedAt)),
  );
  return (
    <section className="pf-crypto-quote" aria-labelledby="pf-crypto-quote" data-testid="crypto-quote">
      {heading}
      <dl>
        <div>
          <dt>{t(action === 'deposit' ? 'quote.credited' : 'quote.debited')}</dt>
          <dd>{money(quote.amount)}</dd>
        </div>
        <div>
          <dt>{t('quote.fee')}</dt>
          <dd>{money(quote.fee)}</dd>
        </div>
        <div>
          <dt>{t('quote.rate')}</dt>
          <dd>
            <bdi>{formatRate(quote, locale)}</bdi>
          </dd>
        </div>
        <div className="pf-crypto-quote__coins">
          <dt>{t(action === 'deposit' ? 'quote.send' : 'quote.receive')}</dt>
          <dd>
            <bdi>{formatCrypto(quote, locale)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('quote.valid_for')}</dt>
          <dd>
            <time dateTime={`PT${left}S`}>{formatCountdown(left, locale)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
