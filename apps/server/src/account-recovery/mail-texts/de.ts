import type { RecoveryTexts } from './en.ts';

export const DE: RecoveryTexts = {
  'reset.subject': 'Setze dein Playfront-Passwort zurück',
  'reset.intro':
    'Jemand, hoffentlich du, hat das Zurücksetzen des Passworts deines Playfront-Kontos angefordert.',
  'reset.action': 'Neues Passwort festlegen',
  'reset.expiry':
    'Der Link funktioniert einmal und {minutes} Minuten lang. Mit dem neuen Passwort wirst du überall abgemeldet.',
  'reset.ignore':
    'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  'verify.subject': 'Bestätige deine E-Mail-Adresse für Playfront',
  'verify.intro': 'Willkommen bei Playfront. Bitte bestätige, dass diese Adresse dir gehört.',
  'verify.action': 'E-Mail-Adresse bestätigen',
  'verify.expiry':
    'Der Link funktioniert einmal und {hours} Stunden lang. Auszahlungen warten, bis deine Adresse bestätigt ist.',
  'verify.ignore': 'Wenn du kein Playfront-Konto erstellt hast, ignoriere diese E-Mail.',
  'mail.copy_link': 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  'refusal.RECOVERY_LINK_INVALID':
    'Dieser Link ist nicht mehr gültig: Er ist abgelaufen, wurde schon benutzt oder ein neuerer wurde gesendet. Bitte fordere einen neuen an.',
};
