import type { RecoveryTexts } from './en.ts';

export const PT_BR: RecoveryTexts = {
  'reset.subject': 'Redefina sua senha da Playfront',
  'reset.intro': 'Alguém, esperamos que você, pediu para redefinir a senha da sua conta Playfront.',
  'reset.action': 'Criar uma nova senha',
  'reset.expiry':
    'O link funciona uma vez, por {minutes} minutos. Ao criar a nova senha, você sai de todas as sessões.',
  'reset.ignore': 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
  'verify.subject': 'Confirme seu endereço de e-mail na Playfront',
  'verify.intro': 'Boas-vindas à Playfront. Confirme que este endereço é seu.',
  'verify.action': 'Confirmar meu e-mail',
  'verify.expiry':
    'O link funciona uma vez, por {hours} horas. Os saques aguardam até seu endereço ser confirmado.',
  'verify.ignore': 'Se você não criou uma conta na Playfront, ignore este e-mail.',
  'mail.copy_link': 'Se o botão não funcionar, copie este endereço no seu navegador:',
  'refusal.RECOVERY_LINK_INVALID':
    'Este link não é mais válido: expirou, já foi usado ou um mais recente foi enviado. Peça um novo.',
};
