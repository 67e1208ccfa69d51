import type { RecoveryTexts } from './en.ts';

export const TR: RecoveryTexts = {
  'reset.subject': 'Playfront şifreni sıfırla',
  'reset.intro': 'Birisi, umarız sen, Playfront hesabının şifresini sıfırlamak istedi.',
  'reset.action': 'Yeni şifre belirle',
  'reset.expiry':
    'Bağlantı yalnızca bir kez ve {minutes} dakika boyunca çalışır. Yeni şifre belirlemek tüm oturumlarını kapatır.',
  'reset.ignore': 'Bunu sen istemediysen bu e-postayı yok say: şifren değişmez.',
  'verify.subject': 'Playfront için e-posta adresini onayla',
  'verify.intro': "Playfront'a hoş geldin. Lütfen bu adresin sana ait olduğunu onayla.",
  'verify.action': 'E-posta adresimi onayla',
  'verify.expiry':
    'Bağlantı yalnızca bir kez ve {hours} saat boyunca çalışır. Para çekme işlemleri adresin onaylanana kadar bekler.',
  'verify.ignore': 'Playfront hesabı oluşturmadıysan bu e-postayı yok say.',
  'mail.copy_link': 'Düğme çalışmazsa bu adresi tarayıcına kopyala:',
  'refusal.RECOVERY_LINK_INVALID':
    'Bu bağlantı artık geçerli değil: süresi doldu, zaten kullanıldı ya da daha yenisi gönderildi. Lütfen yeni bir bağlantı iste.',
};
