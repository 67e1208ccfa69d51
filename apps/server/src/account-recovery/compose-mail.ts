import type { SupportedLanguage } from '@playfront/contracts';
import type { RecoveryTextKey } from './mail-texts/en.ts';
import { recoveryText } from './mail-texts/recovery-text.ts';

/** One message, ready for any transport: plain text plus a simple HTML version. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface LinkMail {
  readonly to: string;
  readonly language: SupportedLanguage;
  readonly kind: 'reset' | 'verify';
  /** The absolute link the player follows (the token is in it). */
  readonly link: string;
  /** Filled into the expiry line: `{minutes}` or `{hours}`. */
  readonly expiry: Readonly<Record<string, number>>;
}

const RTL_LANGUAGES: ReadonlySet<SupportedLanguage> = new Set(['ar']);

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A reset or verification mail in the player's language: a button-like link in the HTML (with the
 * address spelled out beneath for clients that drop links), the same lines in the text part.
 * Arabic mail is right to left (`dir="rtl"` on the document).
 */
export function composeLinkMail(mail: LinkMail): MailMessage {
  const t = recoveryText(mail.language);
  const key = (name: 'subject' | 'intro' | 'action' | 'expiry' | 'ignore'): RecoveryTextKey =>
    `${mail.kind}.${name}`;
  const subject = t(key('subject'));
  const lines = [t(key('intro')), t(key('expiry'), mail.expiry), t(key('ignore'))];
  const text = [lines[0], '', `${t(key('action'))}: ${mail.link}`, '', lines[1], lines[2], ''].join('\n');
  const dir = RTL_LANGUAGES.has(mail.language) ? 'rtl' : 'ltr';
  const link = escapeHtml(mail.link);
  const html = `<!doctype html>
<html lang="${mail.language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1b1f;">
<p>${escapeHtml(lines[0] ?? '')}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(t(key('action')))}</a></p>
<p>${escapeHtml(lines[1] ?? '')}</p>
<p>${escapeHtml(lines[2] ?? '')}</p>
<p style="font-size: 13px; color: #555;">${escapeHtml(t('mail.copy_link'))}<br><span dir="ltr">${link}</span></p>
</body>
</html>
`;
  return { to: mail.to, subject, text, html };
}
