import { useT } from '../i18n/use-t.ts';

const QUESTIONS = ['deposit', 'withdraw', 'verify'] as const;

/** The questions players ask most, each opening to its answer. */
export function Faq() {
  const t = useT();
  return (
    <section className="card support-part" aria-labelledby="faq-title">
      <h2 id="faq-title">{t('support.faq')}</h2>
      {QUESTIONS.map((question) => (
        <details key={question} className="faq__item">
          <summary>{t(`support.faq.${question}.q`)}</summary>
          <p>{t(`support.faq.${question}.a`)}</p>
        </details>
      ))}
    </section>
  );
}
