import type { MessageKey } from '../i18n/messages/en.ts';

/** What the contact form shows after a send: the message's reference, or why it failed. */
export type ContactResult = { readonly sent: string } | { readonly error: MessageKey };
