import {
  ERROR_CODE_DETAILS,
  ERROR_CODES,
  type ErrorCode,
  type MessageKeyOf,
  type PluralBaseOf,
  type TranslationOf,
} from '@playfront/contracts';

/**
 * The payments API's player-facing texts in English: the source every other language
 * translates key for key. `{name}` marks a placeholder; amounts come in already formatted
 * (`10.00 EUR`). A text that counts has a key per plural form, `key_one` and `key_other` here,
 * every form its language's `Intl.PluralRules` knows elsewhere (Arabic has six), and is asked for
 * by `key` with a numeric `count` (docs/i18n/add-a-language.md). The error codes' texts are not here: English takes them from the contracts
 * (`ERROR_CODE_DETAILS`, see `EN_CODE_TEXTS`), other languages word each code themselves.
 */
export const EN_TEXTS = {
  // Outcomes of a submit (`notify`) and of a provider's answer.
  'deposit.approved': 'Your deposit of {amount} was successful.',
  'cashout.sent': 'Your withdrawal of {amount} was sent.',
  'cashout.processing': 'Your withdrawal of {amount} is being processed.',
  'cashout.rejected':
    'Your withdrawal was rejected by the payment provider. The amount is back in your balance.',
  'payment.cancelled': 'The payment was cancelled.',
  'payment.cancelled_by_player': 'You cancelled the payment.',
  'crypto.amount_mismatch':
    'The amount received did not match the invoice. Please contact support with your reference.',
  'crypto.transfer_seen': 'Transfer seen.',
  'crypto.waiting_confirmations': 'Waiting for confirmations.',
  'bank_transfer.instructions':
    'Transfer {amount} to the account shown, quoting the reference {reference}. Your deposit lands when the transfer arrives.',
  'bank_transfer.expired': 'No transfer arrived for this deposit in time. Please start a new one.',
  'coupon.instructions':
    'Your coupon is {coupon}. Pay {amount} with it at a partner shop within 72 hours; the deposit lands once it is paid.',
  'coupon.expired': 'The coupon expired before it was paid.',
  'voucher.used': 'This voucher was already used. Please use another voucher.',
  'voucher.invalid': 'This voucher code is not valid. Please check it and try again.',
  'card.insufficient_funds':
    'Your card has insufficient funds for this amount. Try a lower amount or another card.',
  'card.challenge_failed': 'The card check (3-D Secure) failed. Please try again or use another card.',

  // Refusals before a transaction exists.
  'method.not_available': 'This payment method is not available. Please choose another method.',
  'unavailable.country_not_supported':
    'This payment method is not offered in your country. Please choose another method.',
  'unavailable.currency_not_supported':
    'This payment method does not take this currency. Please choose another method.',
  'unavailable.action_not_supported':
    'This payment method cannot be used for this. Please choose another method.',
  'unavailable.kyc_required': 'Please verify your identity before withdrawing with this method.',
  'unavailable.kyc_rejected': 'Withdrawals are not available for your account. Please contact support.',
  'unavailable.balance_below_minimum': 'Your balance is below the smallest amount this method pays out.',
  'amount.limits': 'Enter an amount from {min} to {max}.',
  'amount.above_balance': 'The amount is higher than your balance.',
  'amount.above_balance_of': 'The amount is higher than your balance of {balance}.',
  'amount.below_fee': 'The amount must be more than the fee of {fee}.',
  'kyc.cashout_threshold': 'Please verify your identity to withdraw more than {amount}.',
  'country.locked':
    'Your country cannot be changed once identity verification has started. Please contact support.',
  'saved_profile.unusable':
    'This saved payment method cannot be used. Please choose another one or enter the details.',
  'fields.invalid': 'Some details are missing or not valid. Please check the highlighted fields.',

  // Accounts: passwords and e-mail changes (routes/auth).
  'password.too_weak':
    'This password is too easy to guess: it is a common password or a simple pattern (repeats, sequences, your name or e-mail). Choose a longer phrase of unrelated words.',
  'password.current_wrong': 'Your current password is not correct. Nothing was changed.',
  'password.current_required': 'Enter your current password to change your e-mail address.',

  // The API's own refusals a player may read.
  'submit.in_progress': 'This payment is still being processed. Please wait a moment and check your history.',
  'server.error':
    'Something went wrong on our side. Please check your transaction history before trying again, and quote {reference} to support.',
  'cancel.not_found': 'No such transaction.',
  'cancel.only_cashouts': 'Only withdrawals can be cancelled.',
  'cancel.paying_out': 'This withdrawal is already being paid out and cannot be cancelled.',
  'cancel.changed': 'This withdrawal changed meanwhile and cannot be cancelled.',

  // A value for a field the form does not have (validate-fields.ts; every other field problem is
  // worded by the shared field rules' texts, @playfront/contracts/field-rules/text).
  'field.not_in_form': 'This field is not part of the form.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_one':
    'Send exactly {amount} to the address shown on the {network} network. Your deposit lands after {count} confirmation.',
  'crypto.invoice_other':
    'Send exactly {amount} to the address shown on the {network} network. Your deposit lands after {count} confirmations.',
  'metamask.confirm_one':
    'Confirm the payment of {amount} in MetaMask. Your deposit lands after {count} confirmation.',
  'metamask.confirm_other':
    'Confirm the payment of {amount} in MetaMask. Your deposit lands after {count} confirmations.',
  'kyc.cashout_window_one': 'Please verify your identity to withdraw more than {amount} within {count} day.',
  'kyc.cashout_window_other':
    'Please verify your identity to withdraw more than {amount} within {count} days.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing': 'A deposit the payment provider is already processing cannot be cancelled.',
  // identity checks (KYC)
  'kyc.next_step':
    'Upload your identity documents on the Verification page of your account; most checks take a few minutes.',
  'kyc.file_too_large': 'Each file may be up to {max}.',
  'kyc.file_type_not_allowed': 'Please upload a JPEG, PNG or PDF file.',
  'kyc.documents_missing':
    'Please upload the front and back of your identity document and a proof of address.',
  'kyc.not_editable': 'Your documents are being checked or you are verified already.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'Your transfer arrived after the exchange rate quote expired. It is held for review; support will credit it or send it back.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'This deposit is above your deposit limit. You can deposit up to {amount} now; more from {time}.',
  'limits.deposit_none': 'You have reached your deposit limit. You can deposit again from {time}.',
  'limits.deposit_max': 'This deposit is above your deposit limit. You can deposit up to {amount}.',
  'limits.deposit_currency': 'Your deposit limits are set in {currency}. Please deposit in {currency}.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    'You are taking a break until {time}. You cannot deposit or play until then; you can still withdraw your balance.',
  'exclusion.self_excluded_until':
    'You have excluded yourself from play until {time}. You cannot deposit or play until then; you can still withdraw your balance.',
  'exclusion.not_longer':
    'Your break already lasts until {time}. A new one must end later: a break is never shortened.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'Your account still holds money. Please withdraw your balance before you ask us to delete your account.',
  'privacy.erasure_pending':
    'A deposit or withdrawal is still in progress. Please wait until it has finished, then ask again.',
  'privacy.erasure_excluded':
    'Your cool-off or self-exclusion is still running. Our licence requires us to keep your details until it ends; you can ask again after that.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'We cannot open an account with these details. A cool-off or self-exclusion taken on any of our sites applies to all of them until it ends. If you think this is a mistake, please contact support.',
} as const;

/** `code.CARD_DECLINED`: the text of a payment error code. */
export type CodeTextKey = `code.${ErrorCode}`;

/** The error codes' English texts, as the contracts word them (one source for both sides). */
export const EN_CODE_TEXTS = Object.fromEntries(
  ERROR_CODES.map((code) => [`code.${code}`, ERROR_CODE_DETAILS[code].message]),
) as Readonly<Record<CodeTextKey, string>>;

type EnglishKey = keyof typeof EN_TEXTS;

/** `crypto.invoice` for `crypto.invoice_one` / `crypto.invoice_other`: a text that counts. */
export type PluralTextKey = PluralBaseOf<EnglishKey>;

/** Every player-facing text's key as callers ask for it; a counting text by its base. */
export type PlayerTextKey = MessageKeyOf<EnglishKey> | CodeTextKey;

/** One language's texts: every key that does not count, and the plural forms of those that do. */
export type PlayerTexts = TranslationOf<EnglishKey> & Readonly<Record<CodeTextKey, string>>;

export const EN: PlayerTexts = { ...EN_TEXTS, ...EN_CODE_TEXTS };
