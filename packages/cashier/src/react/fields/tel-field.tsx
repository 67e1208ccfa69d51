import { useTranslate } from '../use-cashier.ts';
import { TextInput } from './text-input.tsx';
import type { FieldComponentProps } from './types.ts';

/** The `tel` field: an international number, with its country code. */
export function TelField(props: FieldComponentProps<'tel'>) {
  const t = useTranslate();
  return (
    <TextInput
      {...props}
      inputType="tel"
      autoComplete="tel"
      inputMode="tel"
      defaultHint={t('form.tel.hint')}
      format={(typed) => typed.replace(/[^\d\s()+-]/g, '')}
    />
  );
}
