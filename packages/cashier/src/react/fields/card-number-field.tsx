import { detectCard, formatCardNumber } from '@playfront/contracts/field-rules';
import { MethodLogo } from '../methods/logos/method-logo.tsx';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/**
 * The `credit_card_number` field: spaced at the brand's gaps, the detected brand's logo inside the
 * field (a neutral card until one is detected) and its name said to screen readers.
 */
export function CardNumberField(props: FieldComponentProps<'credit_card_number'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  const text = textOf(value);
  const card = detectCard(text);
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <div className="pf-card-number" data-brand={card.brand ?? undefined}>
          <input
            {...control}
            name={field.name}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            spellCheck={false}
            value={text}
            readOnly={field.readOnly === true}
            maxLength={23}
            onChange={(event) => {
              onChange(formatCardNumber(event.target.value));
            }}
            onBlur={onBlur}
          />
          <MethodLogo logoKey={card.brand ?? 'card'} type="cards" />
          <span className="pf-visually-hidden" aria-live="polite" data-testid="card-brand">
            {card.niceType === null ? '' : t('form.card.brand', { brand: card.niceType })}
          </span>
        </div>
      )}
    </Field>
  );
}
