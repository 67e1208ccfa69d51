/**
 * Account recovery (issue 14, decision 053): the refusals of the password-reset and e-mail
 * verification links. One code for every bad link (unknown, used, expired or superseded): telling
 * them apart would help nobody but a guesser.
 */
export const RECOVERY_REFUSAL_CODES = ['RECOVERY_LINK_INVALID'] as const;
export type RecoveryRefusalCode = (typeof RECOVERY_REFUSAL_CODES)[number];

/** How long a password-reset link works, unless `PASSWORD_RESET_TTL_MINUTES` says otherwise. */
export const PASSWORD_RESET_DEFAULT_TTL_MINUTES = 30;

/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 72;

/** The site's pages the mails link to; the token follows as `?token=`. */
export const RECOVERY_PAGES = {
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;
