import type { PlayerTexts } from './en.ts';

/** German (du): the keys and placeholders of `en.ts`. */
export const DE: PlayerTexts = {
  'deposit.approved': 'Deine Einzahlung von {amount} war erfolgreich.',
  'cashout.sent': 'Deine Auszahlung von {amount} wurde gesendet.',
  'cashout.processing': 'Deine Auszahlung von {amount} wird bearbeitet.',
  'cashout.rejected':
    'Deine Auszahlung wurde vom Zahlungsanbieter abgelehnt. Der Betrag ist wieder in deinem Guthaben.',
  'payment.cancelled': 'Die Zahlung wurde abgebrochen.',
  'payment.cancelled_by_player': 'Du hast die Zahlung abgebrochen.',
  'crypto.amount_mismatch':
    'Der erhaltene Betrag stimmte nicht mit der Rechnung überein. Bitte kontaktiere den Support und nenne deine Referenz.',
  'crypto.transfer_seen': 'Überweisung erkannt.',
  'crypto.waiting_confirmations': 'Warten auf Bestätigungen.',
  'bank_transfer.instructions':
    'Überweise {amount} auf das angezeigte Konto und gib dabei die Referenz {reference} an. Deine Einzahlung wird gutgeschrieben, sobald die Überweisung eingeht.',
  'bank_transfer.expired':
    'Für diese Einzahlung ist keine Überweisung rechtzeitig eingegangen. Bitte starte eine neue.',
  'coupon.instructions':
    'Dein Gutschein lautet {coupon}. Bezahle damit innerhalb von 72 Stunden {amount} in einer Partnerfiliale; die Einzahlung wird gutgeschrieben, sobald er bezahlt ist.',
  'coupon.expired': 'Der Gutschein ist abgelaufen, bevor er bezahlt wurde.',
  'voucher.used': 'Dieser Voucher wurde bereits verwendet. Bitte nutze einen anderen Voucher.',
  'voucher.invalid': 'Dieser Voucher-Code ist ungültig. Bitte prüfe ihn und versuche es erneut.',
  'card.insufficient_funds':
    'Deine Karte ist für diesen Betrag nicht ausreichend gedeckt. Versuche einen niedrigeren Betrag oder eine andere Karte.',
  'card.challenge_failed':
    'Die Kartenprüfung (3-D Secure) ist fehlgeschlagen. Bitte versuche es erneut oder nutze eine andere Karte.',

  'method.not_available': 'Diese Zahlungsmethode ist nicht verfügbar. Bitte wähle eine andere Methode.',
  'unavailable.country_not_supported':
    'Diese Zahlungsmethode wird in deinem Land nicht angeboten. Bitte wähle eine andere Methode.',
  'unavailable.currency_not_supported':
    'Diese Zahlungsmethode akzeptiert diese Währung nicht. Bitte wähle eine andere Methode.',
  'unavailable.action_not_supported':
    'Diese Zahlungsmethode kann dafür nicht genutzt werden. Bitte wähle eine andere Methode.',
  'unavailable.kyc_required': 'Bitte bestätige deine Identität, bevor du mit dieser Methode auszahlst.',
  'unavailable.kyc_rejected':
    'Auszahlungen sind für dein Konto nicht verfügbar. Bitte kontaktiere den Support.',
  'unavailable.balance_below_minimum':
    'Dein Guthaben liegt unter dem kleinsten Betrag, den diese Methode auszahlt.',
  'amount.limits': 'Gib einen Betrag von {min} bis {max} ein.',
  'amount.above_balance': 'Der Betrag ist höher als dein Guthaben.',
  'amount.above_balance_of': 'Der Betrag ist höher als dein Guthaben von {balance}.',
  'amount.below_fee': 'Der Betrag muss höher sein als die Gebühr von {fee}.',
  'kyc.cashout_threshold': 'Bitte bestätige deine Identität, um mehr als {amount} auszuzahlen.',
  'country.locked':
    'Dein Land kann nicht mehr geändert werden, seit die Identitätsprüfung begonnen hat. Bitte kontaktiere den Support.',
  'saved_profile.unusable':
    'Diese gespeicherte Zahlungsmethode kann nicht verwendet werden. Bitte wähle eine andere oder gib die Daten ein.',
  'fields.invalid': 'Einige Angaben fehlen oder sind ungültig. Bitte prüfe die markierten Felder.',
  'password.too_weak':
    'Dieses Passwort ist zu leicht zu erraten: Es ist ein häufiges Passwort oder ein einfaches Muster (Wiederholungen, Folgen, dein Name oder deine E-Mail). Wähle einen längeren Satz aus Wörtern, die nichts miteinander zu tun haben.',
  'password.current_wrong': 'Dein aktuelles Passwort ist nicht richtig. Es wurde nichts geändert.',
  'password.current_required': 'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse zu ändern.',

  'submit.in_progress':
    'Diese Zahlung wird noch bearbeitet. Bitte warte einen Moment und prüfe deinen Verlauf.',
  'server.error':
    'Bei uns ist etwas schiefgelaufen. Prüfe deinen Transaktionsverlauf, bevor du es erneut versuchst, und nenne dem Support {reference}.',
  'cancel.not_found': 'Diese Transaktion gibt es nicht.',
  'cancel.only_cashouts': 'Nur Auszahlungen können storniert werden.',
  'cancel.paying_out': 'Diese Auszahlung wird bereits ausgezahlt und kann nicht storniert werden.',
  'cancel.changed': 'Diese Auszahlung hat sich inzwischen geändert und kann nicht storniert werden.',

  'field.not_in_form': 'Dieses Feld gehört nicht zum Formular.',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'Diese Zahlungsmethode ist für dein Konto gerade nicht verfügbar. Bitte wähle eine andere Methode.',
  'code.PATCH_PLAYER_FIELDS_ERROR':
    'Wir konnten deine Angaben nicht speichern. Bitte prüfe sie und versuche es erneut.',
  'code.INITIATE_INVOICE_ERROR':
    'Wir konnten diese Zahlung nicht starten. Bitte versuche es gleich noch einmal.',
  'code.PAYMENT_PROCESSING_ERROR':
    'Deine Zahlung konnte nicht verarbeitet werden. Bitte versuche es erneut oder wähle eine andere Methode.',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR':
    'Bei deiner Zahlung ist etwas schiefgelaufen. Prüfe deinen Transaktionsverlauf, bevor du es erneut versuchst.',
  'code.RENDER_ERROR': 'Das Zahlungsformular konnte nicht angezeigt werden. Bitte lade die Seite neu.',
  'code.VALIDATE_PROFILE_ERROR':
    'Einige deiner Profilangaben fehlen oder sind ungültig. Bitte prüfe sie und versuche es erneut.',
  'code.NETWORK_ERROR':
    'Wir konnten den Zahlungsdienst nicht erreichen. Prüfe deine Verbindung und versuche es erneut.',
  'code.KYC_REQUIRED_ERROR': 'Bitte bestätige deine Identität, bevor du diese Zahlung tätigst.',
  'code.INSUFFICIENT_FUNDS': 'Der Betrag ist höher als dein auszahlbares Guthaben.',
  'code.LIMIT_EXCEEDED': 'Der Betrag liegt außerhalb der Limits dieser Zahlungsmethode.',
  'code.CARD_DECLINED': 'Deine Karte wurde abgelehnt. Nutze eine andere Karte oder kontaktiere deine Bank.',
  'code.METHOD_UNAVAILABLE':
    'Diese Zahlungsmethode ist vorübergehend nicht verfügbar. Bitte wähle eine andere Methode.',
  'code.POPUP_BLOCKED': 'Dein Browser hat das Zahlungsfenster blockiert. Öffne es über die Schaltfläche.',
  'code.COUNTRY_RESTRICTED': 'Leider können wir keine Spieler oder Zahlungen aus deinem Land annehmen.',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    'Auszahlungen sind nur auf ein Zahlungskonto möglich, mit dem du eingezahlt hast. Bitte wähle eines davon.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_one':
    'Sende genau {amount} an die angezeigte Adresse im Netzwerk {network}. Deine Einzahlung wird nach {count} Bestätigung gutgeschrieben.',
  'crypto.invoice_other':
    'Sende genau {amount} an die angezeigte Adresse im Netzwerk {network}. Deine Einzahlung wird nach {count} Bestätigungen gutgeschrieben.',
  'metamask.confirm_one':
    'Bestätige die Zahlung von {amount} in MetaMask. Deine Einzahlung wird nach {count} Bestätigung gutgeschrieben.',
  'metamask.confirm_other':
    'Bestätige die Zahlung von {amount} in MetaMask. Deine Einzahlung wird nach {count} Bestätigungen gutgeschrieben.',
  'kyc.cashout_window_one':
    'Bitte bestätige deine Identität, um innerhalb von {count} Tag mehr als {amount} auszuzahlen.',
  'kyc.cashout_window_other':
    'Bitte bestätige deine Identität, um innerhalb von {count} Tagen mehr als {amount} auszuzahlen.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing':
    'Eine Einzahlung, die der Zahlungsanbieter bereits bearbeitet, kann nicht storniert werden.',
  // identity checks (KYC)
  'kyc.next_step':
    'Lade deine Ausweisdokumente auf der Seite „Verifizierung“ in deinem Konto hoch; die meisten Prüfungen dauern nur wenige Minuten.',
  'kyc.file_too_large': 'Jede Datei darf höchstens {max} groß sein.',
  'kyc.file_type_not_allowed': 'Bitte lade eine JPEG-, PNG- oder PDF-Datei hoch.',
  'kyc.documents_missing':
    'Bitte lade die Vorder- und Rückseite deines Ausweises und einen Adressnachweis hoch.',
  'kyc.not_editable': 'Deine Dokumente werden gerade geprüft oder du bist bereits verifiziert.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'Deine Überweisung kam nach Ablauf des Wechselkursangebots an. Sie wird geprüft; der Support schreibt sie gut oder sendet sie zurück.',
  'code.QUOTE_EXPIRED':
    'Das Wechselkursangebot ist abgelaufen. Bitte prüfe das neue Angebot und versuche es erneut.',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    'Bitte bestätige deine E-Mail-Adresse vor einer Auszahlung: Öffne den Link, den wir dir geschickt haben, oder fordere auf deiner Kontoseite einen neuen an.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'Diese Einzahlung liegt über deinem Einzahlungslimit. Du kannst jetzt noch bis zu {amount} einzahlen, ab {time} wieder mehr.',
  'limits.deposit_none': 'Du hast dein Einzahlungslimit erreicht. Ab {time} kannst du wieder einzahlen.',
  'limits.deposit_max':
    'Diese Einzahlung liegt über deinem Einzahlungslimit. Du kannst bis zu {amount} einzahlen.',
  'limits.deposit_currency': 'Deine Einzahlungslimits gelten in {currency}. Bitte zahle in {currency} ein.',
  'code.DEPOSIT_LIMIT_REACHED': 'Diese Einzahlung liegt über dem Einzahlungslimit, das du festgelegt hast.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    'Du machst eine Pause bis {time}. Bis dahin kannst du weder einzahlen noch spielen; dein Guthaben kannst du weiterhin auszahlen.',
  'exclusion.self_excluded_until':
    'Du hast dich bis {time} vom Spiel ausgeschlossen. Bis dahin kannst du weder einzahlen noch spielen; dein Guthaben kannst du weiterhin auszahlen.',
  'exclusion.not_longer':
    'Deine Pause dauert bereits bis {time}. Eine neue muss später enden: Eine Pause wird nie verkürzt.',
  'code.PLAYER_EXCLUDED':
    'Du machst gerade eine Spielpause, daher sind Einzahlungen bis zu ihrem Ende gesperrt.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'Auf deinem Konto ist noch Guthaben. Bitte zahle dein Guthaben aus, bevor du die Löschung deines Kontos beantragst.',
  'privacy.erasure_pending':
    'Eine Einzahlung oder Auszahlung ist noch in Bearbeitung. Bitte warte, bis sie abgeschlossen ist, und versuche es dann erneut.',
  'privacy.erasure_excluded':
    'Deine Spielpause oder Selbstsperre läuft noch. Unsere Lizenz verpflichtet uns, deine Daten bis zu ihrem Ende aufzubewahren; danach kannst du die Löschung erneut beantragen.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'Mit diesen Angaben können wir kein Konto eröffnen. Eine Spielpause oder Selbstsperre auf einer unserer Seiten gilt bis zu ihrem Ende auf allen. Wenn du glaubst, dass es sich um einen Fehler handelt, wende dich bitte an den Support.',
};
