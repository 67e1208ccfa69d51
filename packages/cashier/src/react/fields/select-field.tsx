import { useTranslate } from '../use-cashier.ts';
import { ChoiceSelect } from './choice-select.tsx';
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
        <ChoiceSelect
          {...control}
          name={field.name}
          value={textOf(value)}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          placeholder={t('form.select.placeholder')}
          choices={field.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      )}
    </Field>
  );
}
