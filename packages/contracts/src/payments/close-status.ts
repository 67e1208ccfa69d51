/** How the payment widget reports its closing to the host page (SPEC 4). */
export const WIDGET_CLOSE_STATUSES = ['success', 'failure', 'unknown'] as const;
export type WidgetCloseStatus = (typeof WIDGET_CLOSE_STATUSES)[number];
