import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@playfront/contracts';

interface CountrySelectProps {
  id: string;
  name: string;
  defaultValue?: string;
  required?: boolean;
  placeholder: string;
  describedBy?: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/**
 * The country as a list, named in the page's language by the platform (`Intl.DisplayNames`) and
 * sorted in its order, so no list of names is shipped.
 */
export function CountrySelect({
  id,
  name,
  defaultValue,
  required,
  placeholder,
  describedBy,
}: CountrySelectProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, label: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language]);
  return (
    <select
      id={id}
      name={name}
      autoComplete="country"
      required={required}
      defaultValue={defaultValue ?? ''}
      {...describedBy}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {countries.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </select>
  );
}
