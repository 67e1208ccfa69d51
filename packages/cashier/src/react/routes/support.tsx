import { useId, useRef, useState, type JSX } from 'react';
import { useCashier } from '../use-cashier.ts';

export interface SupportRouteProps {
  onOpenSupportChat?: () => void;
  lastReference?: string;
}

/** The help topics, in the order players most often need them. */
const TOPICS = ['deposit', 'cashout', 'kyc', 'declined'] as const;

/** Support: help topics, a way to reach the team, and the last payment's reference to quote. */
export function SupportRoute({ onOpenSupportChat, lastReference }: SupportRouteProps): JSX.Element {
  const { t } = useCashier();
  const ids = useId();
  const referenceInput = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');

  async function copyReference(reference: string) {
    // Cleared first so a second copy with the same outcome is announced again.
    setAnnouncement('');
    try {
      // Throws when the clipboard API is missing (insecure context) or permission is refused.
      await navigator.clipboard.writeText(reference);
      setAnnouncement(t('support.reference.copied'));
    } catch {
      // Selecting the text leaves the player one shortcut away from copying it themselves.
      referenceInput.current?.select();
      setAnnouncement(t('support.reference.copy_failed'));
    }
  }

  return (
    <section className="pf-cashier-support" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="pf-cashier-route-title">
        {t('support.title')}
      </h2>
      <p>{t('support.intro')}</p>

      <section className="pf-cashier-support-topics" aria-labelledby={`${ids}-topics`}>
        <h3 id={`${ids}-topics`}>{t('support.topics')}</h3>
        {TOPICS.map((topic) => (
          <details key={topic} className="pf-cashier-support-topic">
            <summary>{t(`support.topic.${topic}.title`)}</summary>
            <p>{t(`support.topic.${topic}.body`)}</p>
          </details>
        ))}
      </section>

      <section className="pf-cashier-support-contact" aria-labelledby={`${ids}-contact`}>
        <h3 id={`${ids}-contact`}>{t('support.contact.title')}</h3>
        {onOpenSupportChat ? (
          <button type="button" className="pf-cashier-button" onClick={onOpenSupportChat}>
            {t('support.chat.open')}
          </button>
        ) : (
          <p>{t('support.contact.fallback')}</p>
        )}

        {lastReference !== undefined && lastReference !== '' && (
          <div className="pf-cashier-support-reference">
            <label htmlFor={`${ids}-reference`}>{t('support.reference.label')}</label>
            <p id={`${ids}-reference-hint`} className="pf-cashier-support-hint">
              {t('support.reference.hint')}
            </p>
            <div className="pf-cashier-support-reference-row">
              <input
                ref={referenceInput}
                id={`${ids}-reference`}
                className="pf-cashier-support-reference-input"
                type="text"
                readOnly
                value={lastReference}
                aria-describedby={`${ids}-reference-hint`}
                onFocus={(event) => {
                  event.currentTarget.select();
                }}
              />
              <button
                type="button"
                className="pf-cashier-button pf-cashier-button-secondary"
                onClick={() => {
                  void copyReference(lastReference);
                }}
              >
                {t('support.reference.copy')}
              </button>
            </div>
            {/* Shown, not only announced: a failed copy tells sighted players what to do too. */}
            <p className="pf-cashier-support-status" role="status" aria-live="polite" aria-atomic="true">
              {announcement}
            </p>
          </div>
        )}
      </section>
    </section>
  );
}
