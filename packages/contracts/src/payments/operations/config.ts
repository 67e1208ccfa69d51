/** Where every payments route lives. */
export const PAYMENTS_API_PREFIX = '/api/v1/payments';
/** The live-updates websocket (authenticated by the session cookie). */
export const PAYMENTS_WEBSOCKET_PATH = '/api/v1/payments/ws';

export type { CurrencyInfo, CashierPlayer, CashierConfig, LiveMessage } from './config.schema.ts';
