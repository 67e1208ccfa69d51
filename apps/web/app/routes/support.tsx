import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { webContext } from '../context.ts';
import { useChat } from '../chat/chat-context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import { useT } from '../i18n/use-t.ts';
import { pageTitle } from '../session/page-title.ts';
import { ContactForm } from '../support/contact-form.tsx';
import { Faq } from '../support/faq.tsx';
import { sendSupportMessage } from '../support/send-support-message.server.ts';
import { supportEmail } from '../support/support-email.server.ts';

export const meta = pageTitle('support.title');

/** `/support`, open before log-in: the FAQ, the live chat when it is on, and the contact form. */
export async function loader({ context }: LoaderFunctionArgs) {
  const web = context.get(webContext);
  return { email: await supportEmail(web), playerEmail: web.player?.email ?? null };
}

/** The contact form's post (from this page or the cashier's support section). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return sendSupportMessage(context.get(webContext), form, detectLanguage(request).language);
}

export default function Support() {
  const t = useT();
  const chat = useChat();
  const { email, playerEmail } = useLoaderData<typeof loader>();
  return (
    <div className="support-page">
      <h1>{t('support.title')}</h1>
      <p className="support-page__lead">{t('support.lead')}</p>
      {chat.available && (
        <section className="card support-part" aria-labelledby="chat-title">
          <h2 id="chat-title">{t('support.chat.title')}</h2>
          <p>{t('support.chat.lead')}</p>
          <button type="button" className="button button--primary" onClick={chat.open}>
            {t('chat.open')}
          </button>
        </section>
      )}
      <Faq />
      <ContactForm email={email} {...(playerEmail === null ? {} : { defaultEmail: playerEmail })} />
    </div>
  );
}
