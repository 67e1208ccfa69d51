import { useTranslate } from '../use-cashier.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `crypto_currencies_account_select` field: which of the player's crypto accounts to use. */
export function CryptoCurrenciesAccountSelectField(
  props: FieldComponentProps<'crypto_currencies_account_select'>,
) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <ChoiceSelect
          {...control}
          name={field.name}
          value={textOf(value)}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          placeholder={t('form.select.placeholder')}
          choices={field.currencies.map((currency) => ({ value: currency, label: currency }))}
        />
      )}
    </Field>
  );
}
