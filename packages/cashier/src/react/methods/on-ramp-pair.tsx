import type { CurrencyCode, GetConversionMethodsResponse, MethodView } from '@playfront/contracts';
import { listFormat } from '@playfront/contracts';
import { useCashier } from '../use-cashier.ts';
import { MethodItem } from './method-item.tsx';

export interface OnRampPairProps {
  response: GetConversionMethodsResponse;
  currency: CurrencyCode;
  onPick: (method: MethodView) => void;
}

/**
 * The crypto on-ramp's two complementary methods: the fiat one (pay in money, buy crypto) and
 * the crypto one (receive crypto), each badged with the provider's mode (live or test).
 */
export function OnRampPair({ response, currency, onPick }: OnRampPairProps) {
  const { t, locale } = useCashier();
  const list = listFormat(locale, { type: 'conjunction' });
  const ordered = [...response.methods].sort((a, b) => (a.side === b.side ? 0 : a.side === 'fiat' ? -1 : 1));
  return (
    <section aria-labelledby="pf-cashier-onramp">
      <h3 id="pf-cashier-onramp" className="pf-cashier-subheading">
        {t('methods.onramp.heading')}
      </h3>
      <ul className="pf-cashier-method-list">
        {ordered.map((method) => (
          <MethodItem
            key={method.id}
            method={method}
            currency={currency}
            t={t}
            locale={locale}
            onPick={onPick}
            badge={t(`methods.onramp.mode.${response.mode}`)}
            note={t(`methods.onramp.${method.side}`, { currencies: list.format(method.counterCurrencies) })}
          />
        ))}
      </ul>
    </section>
  );
}
