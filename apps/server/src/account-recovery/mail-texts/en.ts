/**
 * Account recovery's texts in English (mails and refusals): the source the other languages
 * translate key for key. `{name}` marks a placeholder.
 */
export const EN = {
  'reset.subject': 'Reset your Playfront password',
  'reset.intro': 'Someone, hopefully you, asked to reset the password of your Playfront account.',
  'reset.action': 'Set a new password',
  'reset.expiry':
    'The link works once, for {minutes} minutes. Setting a new password logs you out everywhere.',
  'reset.ignore': 'If you did not ask for this, ignore this mail: your password stays as it is.',
  'verify.subject': 'Confirm your e-mail address for Playfront',
  'verify.intro': 'Welcome to Playfront. Please confirm that this address is yours.',
  'verify.action': 'Confirm my e-mail address',
  'verify.expiry':
    'The link works once, for {hours} hours. Withdrawals wait until your address is confirmed.',
  'verify.ignore': 'If you did not create a Playfront account, ignore this mail.',
  'mail.copy_link': 'If the button does not work, copy this address into your browser:',
  'refusal.RECOVERY_LINK_INVALID':
    'This link is no longer valid: it has expired, was already used, or a newer one was sent. Please ask for a new one.',
} as const;

export type RecoveryTextKey = keyof typeof EN;
export type RecoveryTexts = Readonly<Record<RecoveryTextKey, string>>;
