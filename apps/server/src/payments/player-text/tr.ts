import type { PlayerTexts } from './en.ts';

/** Turkish (siz): the keys and placeholders of `en.ts`. */
export const TR: PlayerTexts = {
  'deposit.approved': '{amount} tutarındaki para yatırma işleminiz başarılı oldu.',
  'cashout.sent': '{amount} tutarındaki para çekme işleminiz gönderildi.',
  'cashout.processing': '{amount} tutarındaki para çekme işleminiz işleniyor.',
  'cashout.rejected':
    'Para çekme işleminiz ödeme sağlayıcısı tarafından reddedildi. Tutar bakiyenize geri eklendi.',
  'payment.cancelled': 'Ödeme iptal edildi.',
  'payment.cancelled_by_player': 'Ödemeyi iptal ettiniz.',
  'crypto.amount_mismatch':
    'Alınan tutar faturayla eşleşmedi. Lütfen referansınızla birlikte destek ekibiyle iletişime geçin.',
  'crypto.transfer_seen': 'Transfer görüldü.',
  'crypto.waiting_confirmations': 'Onaylar bekleniyor.',
  'bank_transfer.instructions':
    '{amount} tutarını gösterilen hesaba {reference} referansını belirterek havale edin. Para yatırma işleminiz havale ulaştığında hesabınıza geçer.',
  'bank_transfer.expired':
    'Bu para yatırma işlemi için zamanında havale ulaşmadı. Lütfen yeni bir işlem başlatın.',
  'coupon.instructions':
    'Kuponunuz: {coupon}. Bu kuponla 72 saat içinde bir iş ortağı mağazada {amount} ödeyin; ödendiği anda para yatırma işleminiz hesabınıza geçer.',
  'coupon.expired': 'Kuponun süresi ödenmeden doldu.',
  'voucher.used': 'Bu kupon zaten kullanılmış. Lütfen başka bir kupon kullanın.',
  'voucher.invalid': 'Bu kupon kodu geçerli değil. Lütfen kontrol edip tekrar deneyin.',
  'card.insufficient_funds':
    'Kartınızda bu tutar için yeterli bakiye yok. Daha düşük bir tutar veya başka bir kart deneyin.',
  'card.challenge_failed':
    'Kart doğrulaması (3-D Secure) başarısız oldu. Lütfen tekrar deneyin veya başka bir kart kullanın.',

  'method.not_available': 'Bu ödeme yöntemi kullanılamıyor. Lütfen başka bir yöntem seçin.',
  'unavailable.country_not_supported':
    'Bu ödeme yöntemi ülkenizde sunulmuyor. Lütfen başka bir yöntem seçin.',
  'unavailable.currency_not_supported':
    'Bu ödeme yöntemi bu para birimini kabul etmiyor. Lütfen başka bir yöntem seçin.',
  'unavailable.action_not_supported':
    'Bu ödeme yöntemi bu işlem için kullanılamaz. Lütfen başka bir yöntem seçin.',
  'unavailable.kyc_required': 'Lütfen bu yöntemle para çekmeden önce kimliğinizi doğrulayın.',
  'unavailable.kyc_rejected':
    'Hesabınız için para çekme kullanılamıyor. Lütfen destek ekibiyle iletişime geçin.',
  'unavailable.balance_below_minimum': 'Bakiyeniz bu yöntemin ödediği en düşük tutarın altında.',
  'amount.limits': '{min} ile {max} arasında bir tutar girin.',
  'amount.above_balance': 'Tutar, bakiyenizden yüksek.',
  'amount.above_balance_of': 'Tutar, {balance} olan bakiyenizden yüksek.',
  'amount.below_fee': 'Tutar, {fee} olan işlem ücretinden yüksek olmalıdır.',
  'kyc.cashout_threshold': '{amount} üzerinde para çekmek için lütfen kimliğinizi doğrulayın.',
  'country.locked':
    'Kimlik doğrulaması başladıktan sonra ülkeniz değiştirilemez. Lütfen destek ekibiyle iletişime geçin.',
  'saved_profile.unusable':
    'Bu kayıtlı ödeme yöntemi kullanılamıyor. Lütfen başka birini seçin veya bilgileri girin.',
  'fields.invalid': 'Bazı bilgiler eksik veya geçersiz. Lütfen işaretli alanları kontrol edin.',
  'password.too_weak':
    'Bu şifre tahmin edilmesi çok kolay: yaygın bir şifre veya basit bir örüntü (tekrarlar, sıralar, adınız veya e-postanız). Birbiriyle ilgisiz kelimelerden oluşan daha uzun bir ifade seçin.',
  'password.current_wrong': 'Mevcut şifreniz doğru değil. Hiçbir şey değiştirilmedi.',
  'password.current_required': 'E-posta adresinizi değiştirmek için mevcut şifrenizi girin.',

  'submit.in_progress': 'Bu ödeme hâlâ işleniyor. Lütfen biraz bekleyin ve geçmişinizi kontrol edin.',
  'server.error':
    'Bizim tarafımızda bir sorun oluştu. Tekrar denemeden önce işlem geçmişinizi kontrol edin ve destek ekibine {reference} referansını iletin.',
  'cancel.not_found': 'Böyle bir işlem yok.',
  'cancel.only_cashouts': 'Yalnızca para çekme işlemleri iptal edilebilir.',
  'cancel.paying_out': 'Bu para çekme işlemi zaten ödeniyor ve iptal edilemez.',
  'cancel.changed': 'Bu para çekme işlemi bu arada değişti ve iptal edilemez.',

  'field.not_in_form': 'Bu alan formun bir parçası değil.',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'Bu ödeme yöntemi şu anda hesabınız için kullanılamıyor. Lütfen başka bir yöntem seçin.',
  'code.PATCH_PLAYER_FIELDS_ERROR': 'Bilgilerinizi kaydedemedik. Lütfen kontrol edip tekrar deneyin.',
  'code.INITIATE_INVOICE_ERROR': 'Bu ödemeyi başlatamadık. Lütfen biraz sonra tekrar deneyin.',
  'code.PAYMENT_PROCESSING_ERROR': 'Ödemeniz işlenemedi. Lütfen tekrar deneyin veya başka bir yöntem seçin.',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR':
    'Ödemenizde bir sorun oluştu. Tekrar denemeden önce işlem geçmişinizi kontrol edin.',
  'code.RENDER_ERROR': 'Ödeme formu görüntülenemedi. Lütfen sayfayı yeniden yükleyin.',
  'code.VALIDATE_PROFILE_ERROR':
    'Profil bilgilerinizin bazıları eksik veya geçersiz. Lütfen kontrol edip tekrar deneyin.',
  'code.NETWORK_ERROR': 'Ödeme hizmetine ulaşamadık. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'code.KYC_REQUIRED_ERROR': 'Lütfen bu ödemeyi yapmadan önce kimliğinizi doğrulayın.',
  'code.INSUFFICIENT_FUNDS': 'Tutar, çekilebilir bakiyenizden yüksek.',
  'code.LIMIT_EXCEEDED': 'Tutar, bu ödeme yönteminin limitlerinin dışında.',
  'code.CARD_DECLINED':
    'Kartınız reddedildi. Lütfen başka bir kart kullanın veya bankanızla iletişime geçin.',
  'code.METHOD_UNAVAILABLE': 'Bu ödeme yöntemi geçici olarak kullanılamıyor. Lütfen başka bir yöntem seçin.',
  'code.POPUP_BLOCKED': 'Tarayıcınız ödeme penceresini engelledi. Açmak için lütfen düğmeyi kullanın.',
  'code.COUNTRY_RESTRICTED': 'Üzgünüz, ülkenizden oyuncu veya ödeme kabul edemiyoruz.',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    'Para çekme işlemleri yalnızca para yatırdığınız bir ödeme hesabına yapılabilir. Lütfen bunlardan birini seçin.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_one':
    'Tam olarak {amount} tutarını {network} ağında gösterilen adrese gönderin. Para yatırma işleminiz {count} onaydan sonra hesabınıza geçer.',
  'crypto.invoice_other':
    'Tam olarak {amount} tutarını {network} ağında gösterilen adrese gönderin. Para yatırma işleminiz {count} onaydan sonra hesabınıza geçer.',
  'metamask.confirm_one':
    '{amount} tutarındaki ödemeyi MetaMask’te onaylayın. Para yatırma işleminiz {count} onaydan sonra hesabınıza geçer.',
  'metamask.confirm_other':
    '{amount} tutarındaki ödemeyi MetaMask’te onaylayın. Para yatırma işleminiz {count} onaydan sonra hesabınıza geçer.',
  'kyc.cashout_window_one':
    '{count} gün içinde {amount} üzerinde para çekmek için lütfen kimliğinizi doğrulayın.',
  'kyc.cashout_window_other':
    '{count} gün içinde {amount} üzerinde para çekmek için lütfen kimliğinizi doğrulayın.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing': 'Ödeme sağlayıcısının işlemekte olduğu bir para yatırma iptal edilemez.',
  // identity checks (KYC)
  'kyc.next_step':
    'Kimlik belgelerinizi hesabınızdaki Doğrulama sayfasından yükleyin; çoğu kontrol birkaç dakika sürer.',
  'kyc.file_too_large': 'Her dosya en fazla {max} olabilir.',
  'kyc.file_type_not_allowed': 'Lütfen bir JPEG, PNG veya PDF dosyası yükleyin.',
  'kyc.documents_missing': 'Lütfen kimlik belgenizin ön ve arka yüzünü ve bir adres belgesi yükleyin.',
  'kyc.not_editable': 'Belgeleriniz inceleniyor ya da zaten doğrulandınız.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'Transferin, döviz kuru teklifinin süresi dolduktan sonra ulaştı. İnceleme için bekletiliyor; destek ekibi hesabına geçirecek veya iade edecek.',
  'code.QUOTE_EXPIRED': 'Döviz kuru teklifinin süresi doldu. Lütfen yeni teklifi kontrol edip tekrar dene.',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    'Para çekmeden önce e-posta adresini onayla: sana gönderdiğimiz bağlantıyı aç ya da hesap sayfandan yenisini iste.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'Bu para yatırma işlemi, yatırma limitinin üzerinde. Şu anda en fazla {amount} yatırabilirsin; {time} itibarıyla daha fazlasını.',
  'limits.deposit_none': 'Para yatırma limitine ulaştın. {time} itibarıyla yeniden para yatırabilirsin.',
  'limits.deposit_max':
    'Bu para yatırma işlemi, yatırma limitinin üzerinde. En fazla {amount} yatırabilirsin.',
  'limits.deposit_currency': 'Para yatırma limitlerin {currency} cinsinden. Lütfen {currency} ile yatır.',
  'code.DEPOSIT_LIMIT_REACHED': 'Bu para yatırma işlemi, belirlediğin yatırma limitinin üzerinde.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    '{time} tarihine kadar mola veriyorsun. O zamana kadar para yatıramaz ve oynayamazsın; bakiyeni yine de çekebilirsin.',
  'exclusion.self_excluded_until':
    '{time} tarihine kadar kendini oyundan uzaklaştırdın. O zamana kadar para yatıramaz ve oynayamazsın; bakiyeni yine de çekebilirsin.',
  'exclusion.not_longer':
    'Molan zaten {time} tarihine kadar sürüyor. Yeni bir mola daha geç bitmeli: bir mola asla kısaltılmaz.',
  'code.PLAYER_EXCLUDED': 'Oyuna mola verdiğin için para yatırma işlemleri mola bitene kadar kapalı.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'Hesabında hâlâ para var. Hesabının silinmesini istemeden önce lütfen bakiyeni çek.',
  'privacy.erasure_pending':
    'Bir para yatırma veya çekme işlemi hâlâ sürüyor. Lütfen tamamlanmasını bekle, sonra tekrar dene.',
  'privacy.erasure_excluded':
    'Mola veya kendini dışlama süren hâlâ devam ediyor. Lisansımız, bu süre bitene kadar bilgilerini saklamamızı gerektiriyor; sonra tekrar isteyebilirsin.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'Bu bilgilerle hesap açamıyoruz. Sitelerimizden herhangi birinde başlatılan mola veya kendini dışlama, bitene kadar tüm sitelerimizde geçerlidir. Bunun bir hata olduğunu düşünüyorsan lütfen destek ekibiyle iletişime geç.',
};
