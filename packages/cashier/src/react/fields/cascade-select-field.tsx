import { useState } from 'react';
import { useTranslate } from '../use-cashier.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `cascade_select` field: a group first, then one of its options; the value is `group:option`. */
export function CascadeSelectField(props: FieldComponentProps<'cascade_select'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur, controlId } = props;
  const [chosenGroup = '', chosenOption = ''] = textOf(value).split(':');
  const [group, setGroup] = useState(chosenGroup);
  const options = field.options.find((candidate) => candidate.value === group)?.options ?? [];
  const optionId = `${controlId}-option`;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <>
          <ChoiceSelect
            {...control}
            name={`${field.name}_group`}
            value={group}
            onChange={(event) => {
              setGroup(event.target.value);
              onChange('');
            }}
            placeholder={t('form.select.placeholder')}
            choices={field.options.map((candidate) => ({
              value: candidate.value,
              label: t(candidate.labelKey),
            }))}
          />
          <label htmlFor={optionId} className="pf-field__label">
            {t('form.cascade.option')}
          </label>
          <ChoiceSelect
            {...control}
            id={optionId}
            name={field.name}
            disabled={group === ''}
            value={group === chosenGroup ? chosenOption : ''}
            onChange={(event) => {
              onChange(event.target.value === '' ? '' : `${group}:${event.target.value}`);
            }}
            onBlur={onBlur}
            placeholder={t('form.select.placeholder')}
            choices={options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
          />
        </>
      )}
    </Field>
  );
}
