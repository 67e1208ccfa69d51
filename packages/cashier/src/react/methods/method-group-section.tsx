import type { CurrencyCode, MethodView } from '@playfront/contracts';
import type { Translate } from '../i18n/messages.ts';
import { MethodItem } from './method-item.tsx';

export interface MethodGroupSectionProps {
  /** Unique id for the heading the section is labelled by. */
  id: string;
  heading: string;
  methods: readonly MethodView[];
  currency: CurrencyCode;
  t: Translate;
  locale: string;
  onPick: (method: MethodView) => void;
  /** The popular section is marked so hosts can style it apart. */
  kind: string;
}

/** One labelled section of the picker (popular, or one method type) listing its methods as buttons. */
export function MethodGroupSection({
  id,
  heading,
  methods,
  currency,
  t,
  locale,
  onPick,
  kind,
}: MethodGroupSectionProps) {
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby={id} className="pf-method-group" data-group={kind}>
      <h3 id={id} className="pf-cashier-subheading">
        {heading}
      </h3>
      <ul className="pf-cashier-method-list">
        {methods.map((method) => (
          <MethodItem
            key={method.id}
            method={method}
            currency={currency}
            t={t}
            locale={locale}
            onPick={onPick}
          />
        ))}
      </ul>
    </section>
  );
}
