import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** The account page's way to the responsible-gambling tools (decision 060). */
export function AccountProtectionPart() {
  const t = useT();
  return (
    <section className="account-card__part" aria-labelledby="protection-part-title">
      <h2 id="protection-part-title">{t('protection.title')}</h2>
      <p className="form__hint">{t('protection.accountLead')}</p>
      <Link to="/account/responsible-gambling" className="button">
        {t('protection.accountLink')}
      </Link>
    </section>
  );
}
