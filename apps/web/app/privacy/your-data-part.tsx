import { Link } from 'react-router';
import { PLAYER_DATA_EXPORT_PATH } from '@playfront/contracts';
import { useT } from '../i18n/use-t.ts';
import { DELETE_ACCOUNT_PAGE } from './privacy-pages.ts';

/**
 * The account page's "Your data" (decision 061): the download of everything kept about the
 * player (a plain link: the API answers an attachment, so it works without JavaScript), and the
 * way to the page that confirms an account deletion.
 */
export function YourDataPart() {
  const t = useT();
  return (
    <section className="account-card__part" aria-labelledby="your-data-title" id="your-data">
      <h2 id="your-data-title">{t('yourData.title')}</h2>
      <p className="form__hint">{t('yourData.downloadLead')}</p>
      <a href={PLAYER_DATA_EXPORT_PATH} download className="button button--ghost">
        {t('yourData.download')}
      </a>
      <p className="form__hint your-data__delete-lead">{t('yourData.deleteLead')}</p>
      <Link to={DELETE_ACCOUNT_PAGE} className="button button--danger">
        {t('yourData.deleteLink')}
      </Link>
    </section>
  );
}
