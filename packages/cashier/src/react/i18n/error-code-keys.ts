import { ERROR_CODES, type ErrorCode } from '@playfront/contracts';

/**
 * The key of a payment error code's text (`error.code.CARD_DECLINED`). Languages other than
 * English word each code; English has none and shows the server's own, more specific text.
 */
export const errorCodeKey = (code: ErrorCode): string => `error.code.${code}`;

/** Every error code's key: the locale files hold these on top of the English keys. */
export const errorCodeKeys = (): string[] => ERROR_CODES.map(errorCodeKey);
