import { networkValueName } from '@playfront/contracts';
import { useTranslate } from '../use-cashier.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/**
 * The `multi_protocol_crypto_address` field: the network first, then an address in its format.
 * The network is kept beside the address as `<name>_network`.
 */
export function MultiProtocolCryptoAddressField(props: FieldComponentProps<'multi_protocol_crypto_address'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur, form, controlId } = props;
  const networkName = networkValueName(field.name);
  const networkId = `${controlId}-network`;
  return (
    <Field {...shellProps(props, t)} layout="group">
      {(control) => (
        <>
          <label htmlFor={networkId} className="pf-field__label">
            {t('form.crypto.network')}
          </label>
          <ChoiceSelect
            id={networkId}
            name={networkName}
            aria-required={field.required || undefined}
            value={textOf(form.values[networkName])}
            onChange={(event) => {
              form.setValue(networkName, event.target.value);
            }}
            placeholder={t('form.select.placeholder')}
            choices={field.networks.map((network) => ({ value: network.id, label: t(network.labelKey) }))}
          />
          <label htmlFor={controlId} className="pf-field__label">
            {t('form.crypto.address')}
          </label>
          <input
            {...control}
            name={field.name}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={textOf(value)}
            onChange={(event) => {
              onChange(event.target.value.trim());
            }}
            onBlur={onBlur}
          />
        </>
      )}
    </Field>
  );
}
