import type { ReactNode } from 'react';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';

/** A short legal text (terms, privacy) readable by anyone, logged in or not. */
export function LegalPage({
  title,
  lead,
  paragraphs,
  children,
}: {
  readonly title: MessageKey;
  readonly lead: MessageKey;
  readonly paragraphs: readonly MessageKey[];
  readonly children?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="card legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{t(title)}</h1>
      <p className="legal-page__lead">{t(lead)}</p>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {children}
    </article>
  );
}
