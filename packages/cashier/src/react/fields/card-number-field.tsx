import { detectCard, formatCardNumber } from '@playfront/contracts/field-rules';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `credit_card_number` field: spaced at the brand's gaps, the brand shown as it is detected. */
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
          <span className="pf-card-number__brand" aria-live="polite" data-testid="card-brand">
            {card.niceType === null ? '' : t('form.card.brand', { brand: card.niceType })}
          </span>
        </div>
      )}
    </Field>
  );
}
