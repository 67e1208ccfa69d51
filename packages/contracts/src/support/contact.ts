/**
 * The support contact when the live chat is off: where a visitor's message goes and how long it
 * may be. The site's form (`maxlength`) and the server's schema read these once.
 */
export const SUPPORT_MESSAGES_PATH = '/api/v1/support/messages';
/** `GET` here answers the support team's e-mail address, shown beside the form. */
export const SUPPORT_CONTACT_PATH = '/api/v1/support/contact';

export const SUPPORT_MESSAGE_LIMITS = { email: 254, name: 100, message: 2000 } as const;

/** A visitor's message to the support team (no log-in needed). */
export interface SupportMessageRequest {
  readonly email: string;
  readonly name?: string;
  readonly message: string;
}

/** The stored message's reference, to quote in a follow-up. */
export interface SupportMessageResponse {
  readonly reference: string;
}

export interface SupportContact {
  /** The support team's e-mail address. */
  readonly email: string;
}
