import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `select` field. */
export function SelectField(props: FieldComponentProps<'select'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          value={textOf(value)}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
        >
          <option value="">{t('form.select.placeholder')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
