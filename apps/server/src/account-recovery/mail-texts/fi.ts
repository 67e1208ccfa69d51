import type { RecoveryTexts } from './en.ts';

export const FI: RecoveryTexts = {
  'reset.subject': 'Vaihda Playfront-salasanasi',
  'reset.intro': 'Joku, toivottavasti sinä, pyysi Playfront-tilisi salasanan vaihtamista.',
  'reset.action': 'Aseta uusi salasana',
  'reset.expiry':
    'Linkki toimii kerran ja {minutes} minuutin ajan. Uuden salasanan asettaminen kirjaa sinut ulos kaikkialta.',
  'reset.ignore': 'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
  'verify.subject': 'Vahvista Playfront-sähköpostiosoitteesi',
  'verify.intro': 'Tervetuloa Playfrontiin. Vahvista, että tämä osoite on sinun.',
  'verify.action': 'Vahvista sähköpostiosoitteeni',
  'verify.expiry':
    'Linkki toimii kerran ja {hours} tunnin ajan. Kotiutukset odottavat, kunnes osoitteesi on vahvistettu.',
  'verify.ignore': 'Jos et luonut Playfront-tiliä, voit jättää viestin huomiotta.',
  'mail.copy_link': 'Jos painike ei toimi, kopioi tämä osoite selaimeesi:',
  'refusal.RECOVERY_LINK_INVALID':
    'Tämä linkki ei ole enää voimassa: se on vanhentunut, jo käytetty tai uudempi on lähetetty. Pyydä uusi linkki.',
};
