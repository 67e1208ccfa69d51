/** The cashier's outcome texts the journeys look for, in the languages they run in. */
export const OUTCOME_TEXTS = {
  en: {
    failure: 'The payment did not go through',
    success: 'Payment received',
    unknown: 'We are checking your payment',
    cancelled: 'Payment cancelled',
    windowClosed: 'The payment window was closed',
    retry: 'Try again',
    otherMethod: 'Choose another method',
    checkAgain: 'Check again',
    reopen: 'Reopen the payment window',
    cancel: 'Cancel payment',
    declined: 'Your card was declined',
  },
  de: {
    failure: 'Die Zahlung ist nicht durchgegangen',
    success: 'Zahlung eingegangen',
    unknown: 'Wir prüfen deine Zahlung',
    cancelled: 'Zahlung abgebrochen',
    windowClosed: 'Das Zahlungsfenster wurde geschlossen',
    retry: 'Erneut versuchen',
    otherMethod: 'Andere Zahlungsart wählen',
    checkAgain: 'Erneut prüfen',
    reopen: 'Zahlungsfenster erneut öffnen',
    cancel: 'Zahlung abbrechen',
    declined: 'Karte',
  },
  ar: {
    failure: 'لم تتم عملية الدفع',
    success: 'تم استلام الدفعة',
    unknown: 'نتحقق من دفعتك',
    cancelled: 'أُلغيت الدفعة',
    windowClosed: 'أُغلقت نافذة الدفع',
    retry: 'إعادة المحاولة',
    otherMethod: 'اختر طريقة أخرى',
    checkAgain: 'تحقق مرة أخرى',
    reopen: 'أعد فتح نافذة الدفع',
    cancel: 'إلغاء الدفعة',
    declined: 'بطاقتك',
  },
} as const;

export type OutcomeLanguage = keyof typeof OUTCOME_TEXTS;
