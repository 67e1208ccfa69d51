/**
 * The payments websocket's close code when the player's session has ended (logged out, expired,
 * idle): the cashier logs in again instead of reconnecting. The server closes with it; the
 * cashier reads it. Schema-free, so the widget's bundle takes no schema library with it.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
