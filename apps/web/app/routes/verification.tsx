import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  KYC_DOCUMENT_KINDS,
  KYC_MAX_FILE_BYTES,
  KYC_MEDIA_TYPES,
  KYC_PATH,
  type KycDocumentKind,
  type KycRefusalCode,
  type KycVerification,
} from '@playfront/contracts';
import { webContext } from '../context.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { checkFile } from '../kyc/check-file.ts';
import { KycStatusBadge } from '../kyc/kyc-status.tsx';
import { uploadDocuments } from '../kyc/upload-documents.ts';
import { usePolledVerification } from '../kyc/use-polled-verification.ts';
import { pageTitle } from '../session/page-title.ts';
import { useSiteData } from '../session/use-site-data.ts';

export const meta = pageTitle('kyc.title');

export async function loader({ context }: LoaderFunctionArgs) {
  const web = context.get(webContext);
  if (web.player === null) throw redirect('/login');
  const answer = await web.api('GET', KYC_PATH);
  if (answer.status !== 200) throw new Response(null, { status: answer.status });
  return { verification: answer.body as KycVerification };
}

type Problems = Partial<Record<KycDocumentKind, KycRefusalCode>>;

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/** `5 MB` in the page's language. */
const maxSize = (language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte' }).format(
    KYC_MAX_FILE_BYTES / 1024 / 1024,
  );

/**
 * `/account/verification`: the player's identity check. The status (updated by itself while
 * pending), the documents sent, and, when documents may be sent (never started, or refused), a
 * form of three file inputs sent with upload progress; a refused file is marked in the player's
 * language and takes focus.
 */
export default function Verification() {
  const t = useT();
  const language = useSiteData()?.language ?? DEFAULT_LANGUAGE;
  const [verification, setVerification] = useState(useLoaderData<typeof loader>().verification);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [sent, setSent] = useState(false);
  // The form sends through script: until the page is hydrated its button waits.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const formRef = useRef<HTMLFormElement>(null);
  const max = maxSize(language);
  const { status } = verification;

  usePolledVerification(status, setVerification);

  useEffect(() => {
    const first = KYC_DOCUMENT_KINDS.find((kind) => problems[kind] !== undefined);
    if (first !== undefined) formRef.current?.querySelector<HTMLInputElement>(`#kyc-${first}`)?.focus();
  }, [problems]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found: Problems = {};
    for (const kind of KYC_DOCUMENT_KINDS) {
      const file = form.get(kind);
      const problem = checkFile(file instanceof File ? file : undefined);
      if (problem !== undefined) found[kind] = problem;
    }
    setFailure(undefined);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('kyc.error.summary'));
      return;
    }
    setProgress(0);
    const result = await uploadDocuments(form, language, setProgress);
    setProgress(undefined);
    if (result.ok) {
      setVerification(result.verification);
      setSent(true);
      return;
    }
    const field = KYC_DOCUMENT_KINDS.find((kind) => kind === result.field);
    if (result.code !== 'network' && field !== undefined) {
      setProblems({ [field]: result.code });
      setFailure(t('kyc.error.summary'));
    } else {
      setFailure(t(`kyc.error.${result.code}`, { max }));
    }
  };

  const canSend = status === 'not_started' || status === 'rejected';
  const uploading = progress !== undefined;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <section className="card account-card kyc-card" aria-labelledby="kyc-title">
      <h1 id="kyc-title">{t('kyc.title')}</h1>
      <p className="form__hint">{t('kyc.lead')}</p>
      <div aria-live="polite" className="kyc-card__status">
        <KycStatusBadge status={status} />
        <p>{t(`kyc.explain.${status}`)}</p>
        {sent && status === 'pending' ? <p className="form-success">{t('kyc.sent')}</p> : null}
        {status === 'verified' ? (
          <Link to="/cashier/cashout" className="button button--primary">
            {t('kyc.cashoutLink')}
          </Link>
        ) : null}
      </div>

      {verification.documents.length === 0 || canSend ? null : (
        <section className="account-card__part" aria-labelledby="kyc-documents-title">
          <h2 id="kyc-documents-title">{t('kyc.documents')}</h2>
          <ul className="kyc-card__documents">
            {verification.documents.map((document) => (
              <li key={document.kind}>
                {t(`kyc.doc.${document.kind}`)}: <bdi>{document.fileName}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}

      {canSend ? (
        <form
          ref={formRef}
          className="form kyc-form account-card__part"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={uploading}
        >
          <p role="alert" className={failure === undefined ? 'form-error form-error--empty' : 'form-error'}>
            {failure}
          </p>
          {KYC_DOCUMENT_KINDS.map((kind) => {
            const problem = problems[kind];
            const id = `kyc-${kind}`;
            return (
              <div className="form__row" key={kind}>
                <label htmlFor={id}>{t(`kyc.doc.${kind}`)}</label>
                <input
                  id={id}
                  name={kind}
                  type="file"
                  accept={KYC_MEDIA_TYPES.join(',')}
                  required
                  disabled={uploading}
                  aria-describedby={`${id}-hint${problem === undefined ? '' : ` ${id}-problem`}`}
                  {...(problem === undefined ? {} : { 'aria-invalid': true })}
                  onChange={() => {
                    setProblems((current) => ({ ...current, [kind]: undefined }));
                  }}
                />
                <p id={`${id}-hint`} className="form__hint">
                  {t('kyc.files.hint', { max })}
                </p>
                {problem === undefined ? null : (
                  <p id={`${id}-problem`} className="form__problem">
                    {t(`kyc.error.${problem}`, { max })}
                  </p>
                )}
              </div>
            );
          })}
          {uploading ? (
            <div className="kyc-form__progress">
              <progress id="kyc-progress" max={100} value={percent} aria-labelledby="kyc-progress-label" />
              <span id="kyc-progress-label">{t('kyc.uploading', { percent })}</span>
            </div>
          ) : null}
          <button type="submit" className="button button--primary" disabled={!hydrated || uploading}>
            {t('kyc.submit')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
