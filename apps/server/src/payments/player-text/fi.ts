import type { PlayerTexts } from './en.ts';

/** Finnish: the keys and placeholders of `en.ts`. */
export const FI: PlayerTexts = {
  'deposit.approved': 'Talletuksesi {amount} onnistui.',
  'cashout.sent': 'Kotiutuksesi {amount} on lähetetty.',
  'cashout.processing': 'Kotiutustasi {amount} käsitellään.',
  'cashout.rejected': 'Maksupalveluntarjoaja hylkäsi kotiutuksesi. Summa on palautettu saldoosi.',
  'payment.cancelled': 'Maksu peruttiin.',
  'payment.cancelled_by_player': 'Peruit maksun.',
  'crypto.amount_mismatch':
    'Vastaanotettu summa ei vastannut laskua. Ota yhteyttä asiakastukeen ja kerro viitteesi.',
  'crypto.transfer_seen': 'Siirto havaittu.',
  'crypto.waiting_confirmations': 'Odotetaan vahvistuksia.',
  'bank_transfer.instructions':
    'Siirrä {amount} näytetylle tilille ja käytä viitettä {reference}. Talletuksesi kirjataan, kun siirto saapuu.',
  'bank_transfer.expired': 'Tälle talletukselle ei saapunut siirtoa ajoissa. Aloita uusi talletus.',
  'coupon.instructions':
    'Kuponkisi on {coupon}. Maksa sillä {amount} kumppanimyymälässä 72 tunnin kuluessa; talletus kirjataan, kun kuponki on maksettu.',
  'coupon.expired': 'Kuponki vanheni ennen kuin se maksettiin.',
  'voucher.used': 'Tämä voucher on jo käytetty. Käytä toista voucheria.',
  'voucher.invalid': 'Tämä voucher-koodi ei kelpaa. Tarkista se ja yritä uudelleen.',
  'card.insufficient_funds':
    'Kortillasi ei ole riittävästi katetta tälle summalle. Kokeile pienempää summaa tai toista korttia.',
  'card.challenge_failed':
    'Kortin tarkistus (3-D Secure) epäonnistui. Yritä uudelleen tai käytä toista korttia.',

  'method.not_available': 'Tämä maksutapa ei ole käytettävissä. Valitse toinen maksutapa.',
  'unavailable.country_not_supported': 'Tätä maksutapaa ei tarjota maassasi. Valitse toinen maksutapa.',
  'unavailable.currency_not_supported': 'Tämä maksutapa ei hyväksy tätä valuuttaa. Valitse toinen maksutapa.',
  'unavailable.action_not_supported': 'Tätä maksutapaa ei voi käyttää tähän. Valitse toinen maksutapa.',
  'unavailable.kyc_required': 'Vahvista henkilöllisyytesi ennen kotiutusta tällä maksutavalla.',
  'unavailable.kyc_rejected': 'Kotiutukset eivät ole käytettävissä tililläsi. Ota yhteyttä asiakastukeen.',
  'unavailable.balance_below_minimum': 'Saldosi on pienempi kuin pienin summa, jonka tämä maksutapa maksaa.',
  'amount.limits': 'Syötä summa väliltä {min}–{max}.',
  'amount.above_balance': 'Summa on suurempi kuin saldosi.',
  'amount.above_balance_of': 'Summa on suurempi kuin saldosi {balance}.',
  'amount.below_fee': 'Summan on oltava suurempi kuin palkkio {fee}.',
  'kyc.cashout_threshold': 'Vahvista henkilöllisyytesi, jotta voit kotiuttaa yli {amount}.',
  'country.locked':
    'Maata ei voi enää vaihtaa, kun henkilöllisyyden vahvistus on alkanut. Ota yhteyttä asiakastukeen.',
  'saved_profile.unusable': 'Tätä tallennettua maksutapaa ei voi käyttää. Valitse toinen tai syötä tiedot.',
  'fields.invalid': 'Joitakin tietoja puuttuu tai ne eivät kelpaa. Tarkista korostetut kentät.',
  'password.too_weak':
    'Tämä salasana on liian helppo arvata: se on yleinen salasana tai yksinkertainen kuvio (toistoja, jonoja, nimesi tai sähköpostisi). Valitse pidempi lause toisiinsa liittymättömistä sanoista.',
  'password.current_wrong': 'Nykyinen salasanasi ei ole oikein. Mitään ei muutettu.',
  'password.current_required': 'Anna nykyinen salasanasi vaihtaaksesi sähköpostiosoitteesi.',

  'submit.in_progress': 'Tätä maksua käsitellään vielä. Odota hetki ja tarkista tapahtumahistoriasi.',
  'server.error':
    'Meillä meni jotain vikaan. Tarkista tapahtumahistoriasi ennen kuin yrität uudelleen, ja kerro asiakastuelle {reference}.',
  'cancel.not_found': 'Tapahtumaa ei ole.',
  'cancel.only_cashouts': 'Vain kotiutuksia voi perua.',
  'cancel.paying_out': 'Tätä kotiutusta maksetaan jo, eikä sitä voi perua.',
  'cancel.changed': 'Tämä kotiutus muuttui sillä välin, eikä sitä voi perua.',

  'field.not_in_form': 'Tämä kenttä ei kuulu lomakkeeseen.',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'Tämä maksutapa ei ole juuri nyt käytettävissä tililläsi. Valitse toinen maksutapa.',
  'code.PATCH_PLAYER_FIELDS_ERROR': 'Emme voineet tallentaa tietojasi. Tarkista ne ja yritä uudelleen.',
  'code.INITIATE_INVOICE_ERROR': 'Emme voineet aloittaa tätä maksua. Yritä hetken kuluttua uudelleen.',
  'code.PAYMENT_PROCESSING_ERROR':
    'Maksuasi ei voitu käsitellä. Yritä uudelleen tai valitse toinen maksutapa.',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR':
    'Maksussasi meni jokin vikaan. Tarkista tapahtumahistoriasi ennen kuin yrität uudelleen.',
  'code.RENDER_ERROR': 'Maksulomaketta ei voitu näyttää. Lataa sivu uudelleen.',
  'code.VALIDATE_PROFILE_ERROR':
    'Osa profiilisi tiedoista puuttuu tai on virheellisiä. Tarkista ne ja yritä uudelleen.',
  'code.NETWORK_ERROR': 'Emme saaneet yhteyttä maksupalveluun. Tarkista yhteys ja yritä uudelleen.',
  'code.KYC_REQUIRED_ERROR': 'Vahvista henkilöllisyytesi ennen tämän maksun tekemistä.',
  'code.INSUFFICIENT_FUNDS': 'Summa on suurempi kuin kotiutettavissa oleva saldosi.',
  'code.LIMIT_EXCEEDED': 'Summa ei ole tämän maksutavan rajojen sisällä.',
  'code.CARD_DECLINED': 'Korttisi hylättiin. Käytä toista korttia tai ota yhteyttä pankkiisi.',
  'code.METHOD_UNAVAILABLE': 'Tämä maksutapa ei ole tilapäisesti käytettävissä. Valitse toinen maksutapa.',
  'code.POPUP_BLOCKED': 'Selaimesi esti maksuikkunan. Avaa se painikkeesta.',
  'code.COUNTRY_RESTRICTED': 'Valitettavasti emme voi hyväksyä pelaajia tai maksuja maastasi.',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    'Kotiutukset voi tehdä vain maksutilille, jolta olet tallettanut. Valitse jokin niistä.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_one':
    'Lähetä tasan {amount} näytettyyn osoitteeseen {network}-verkossa. Talletuksesi kirjataan {count} vahvistuksen jälkeen.',
  'crypto.invoice_other':
    'Lähetä tasan {amount} näytettyyn osoitteeseen {network}-verkossa. Talletuksesi kirjataan {count} vahvistuksen jälkeen.',
  'metamask.confirm_one':
    'Vahvista {amount} maksu MetaMaskissa. Talletuksesi kirjataan {count} vahvistuksen jälkeen.',
  'metamask.confirm_other':
    'Vahvista {amount} maksu MetaMaskissa. Talletuksesi kirjataan {count} vahvistuksen jälkeen.',
  'kyc.cashout_window_one':
    'Vahvista henkilöllisyytesi, jotta voit kotiuttaa yli {amount} {count} päivän aikana.',
  'kyc.cashout_window_other':
    'Vahvista henkilöllisyytesi, jotta voit kotiuttaa yli {amount} {count} päivän aikana.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing': 'Talletusta, jota maksunvälittäjä jo käsittelee, ei voi perua.',
  // identity checks (KYC)
  'kyc.next_step':
    'Lataa henkilöllisyysasiakirjasi tilisi Vahvistus-sivulla; useimmat tarkistukset kestävät muutaman minuutin.',
  'kyc.file_too_large': 'Kunkin tiedoston koko voi olla enintään {max}.',
  'kyc.file_type_not_allowed': 'Lataa JPEG-, PNG- tai PDF-tiedosto.',
  'kyc.documents_missing': 'Lataa henkilöllisyystodistuksesi etu- ja takapuoli sekä osoitetodistus.',
  'kyc.not_editable': 'Asiakirjojasi tarkistetaan tai olet jo vahvistettu.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'Siirtosi saapui vaihtokurssitarjouksen vanhennuttua. Se on pidätetty tarkistettavaksi; tuki hyvittää sen tai palauttaa sen.',
  'code.QUOTE_EXPIRED': 'Vaihtokurssitarjous on vanhentunut. Tarkista uusi tarjous ja yritä uudelleen.',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    'Vahvista sähköpostiosoitteesi ennen kotiutusta: avaa lähettämämme linkki tai pyydä uusi tilisivultasi.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'Tämä talletus ylittää talletusrajasi. Voit tallettaa nyt enintään {amount}; lisää {time} alkaen.',
  'limits.deposit_none': 'Olet saavuttanut talletusrajasi. Voit tallettaa taas {time} alkaen.',
  'limits.deposit_max': 'Tämä talletus ylittää talletusrajasi. Voit tallettaa enintään {amount}.',
  'limits.deposit_currency': 'Talletusrajasi ovat valuutassa {currency}. Talleta valuutassa {currency}.',
  'code.DEPOSIT_LIMIT_REACHED': 'Tämä talletus ylittää asettamasi talletusrajan.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    'Pidät taukoa {time} asti. Siihen asti et voi tallettaa etkä pelata; voit silti nostaa saldosi.',
  'exclusion.self_excluded_until':
    'Olet sulkenut itsesi pois pelaamisesta {time} asti. Siihen asti et voi tallettaa etkä pelata; voit silti nostaa saldosi.',
  'exclusion.not_longer':
    'Taukosi kestää jo {time} asti. Uuden tauon on päätyttävä myöhemmin: taukoa ei koskaan lyhennetä.',
  'code.PLAYER_EXCLUDED': 'Pidät taukoa pelaamisesta, joten talletukset ovat suljettuina tauon loppuun asti.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'Tililläsi on vielä rahaa. Kotiuta saldosi ennen kuin pyydät meitä poistamaan tilisi.',
  'privacy.erasure_pending':
    'Talletus tai kotiutus on vielä kesken. Odota, että se valmistuu, ja yritä sitten uudelleen.',
  'privacy.erasure_excluded':
    'Pelitaukosi tai itsesulkusi on yhä voimassa. Lisenssimme velvoittaa meidät säilyttämään tietosi sen loppuun asti; sen jälkeen voit pyytää poistoa uudelleen.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'Emme voi avata tiliä näillä tiedoilla. Millä tahansa sivustollamme aloitettu pelitauko tai itsesulku koskee kaikkia sivustojamme sen loppuun asti. Jos uskot tämän olevan virhe, ota yhteyttä asiakastukeen.',
};
