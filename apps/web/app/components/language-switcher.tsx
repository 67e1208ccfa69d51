import type { ChangeEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '../i18n/detect-language.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';

/** Picks the language and stays on the page; works as a plain GET form without JavaScript. */
export function LanguageSwitcher({ language }: { language: Language }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    // Remember it at once, so links without `?lang=` keep the language.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(chosen)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, chosen);
    void navigate(`${pathname}?${params.toString()}`, { preventScrollReset: true });
  };

  return (
    <Form method="get" action={pathname} className="language-switcher">
      <label htmlFor="language-select" className="language-switcher__label">
        {t('lang.label')}
      </label>
      <select id="language-select" name={LANGUAGE_PARAM} value={language} onChange={onChange}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t('lang.apply')}</button>
      </noscript>
    </Form>
  );
}
