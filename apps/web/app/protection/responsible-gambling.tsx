import {
  redirect,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import { useT } from '../i18n/use-t.ts';
import { pageTitle } from '../session/page-title.ts';
import { DepositLimitsPart } from './deposit-limits-part.tsx';
import { ExclusionForm, ExclusionInForce } from './exclusion-part.tsx';
import { protectionAction } from './protection-action.server.ts';
import { loadProtectionData } from './protection-data.server.ts';
import { RealityCheckPart } from './reality-check-part.tsx';

export const meta = pageTitle('protection.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const web = context.get(webContext);
  if (web.player === null) throw redirect('/login');
  const data = await loadProtectionData(web);
  if (data === null) throw redirect('/login');
  return { ...data, language: detectLanguage(request).language };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return protectionAction(context.get(webContext), form, detectLanguage(request).language);
}

/**
 * `/account/responsible-gambling`: deposit limits (with their use and any change waiting for its
 * cooling-off), a break, a self-exclusion and the reality check (decision 060). While an exclusion
 * is in force the page says until when and offers nothing that would shorten it.
 */
export default function ResponsibleGambling() {
  const t = useT();
  const { limits, exclusion, realityCheck, language } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card account-card" aria-labelledby="protection-title">
      <h1 id="protection-title">{t('protection.title')}</h1>
      <p className="form__hint">{t('protection.lead')}</p>
      {exclusion === null ? null : <ExclusionInForce exclusion={exclusion} language={language} />}
      <DepositLimitsPart limits={limits} language={language} busy={busy} />
      {exclusion === null ? <ExclusionForm intent="cool-off" busy={busy} /> : null}
      <ExclusionForm intent="self-exclusion" busy={busy} />
      <RealityCheckPart intervalMinutes={realityCheck.intervalMinutes} busy={busy} />
    </section>
  );
}
