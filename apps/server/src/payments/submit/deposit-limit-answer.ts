import { DEPOSIT_LIMIT_REACHED, type DepositAllowance, type SubmitResponse } from '@playfront/contracts';
import type { PlayerText } from '../player-text/player-text.ts';
import { errorAnswer, money } from './answers.ts';

/** A moment as the player's language writes it, in UTC (the server does not know the player's zone). */
export function formatResetTime(at: number, text: PlayerText): string {
  const formatted = new Intl.DateTimeFormat(text.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}

/**
 * The player's words for a deposit their own limit refuses: how much they may still deposit and
 * when the allowance grows again (the oldest counted deposit leaving the binding window), on the
 * amount field so the cashier shows it there.
 */
export function depositLimitMessage(allowance: DepositAllowance, currency: string, text: PlayerText): string {
  if (currency !== allowance.currency)
    return text('limits.deposit_currency', { currency: allowance.currency });
  const amount = money(allowance.amount, allowance.currency, text);
  if (allowance.resetsAt === null) return text('limits.deposit_max', { amount });
  const time = formatResetTime(allowance.resetsAt, text);
  if (allowance.amount === 0) return text('limits.deposit_none', { time });
  return text('limits.deposit_left', { amount, time });
}

export function depositLimitAnswer(
  allowance: DepositAllowance,
  currency: string,
  reference: string,
  text: PlayerText,
): SubmitResponse {
  const message = depositLimitMessage(allowance, currency, text);
  return errorAnswer(DEPOSIT_LIMIT_REACHED, {
    reference,
    message,
    fields: [{ name: 'amount', message }],
    text,
  });
}
