import type { RecoveryTexts } from './en.ts';

export const ES: RecoveryTexts = {
  'reset.subject': 'Restablece tu contraseña de Playfront',
  'reset.intro': 'Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Playfront.',
  'reset.action': 'Crear una contraseña nueva',
  'reset.expiry':
    'El enlace funciona una sola vez, durante {minutes} minutos. Al crear la contraseña nueva se cierran todas tus sesiones.',
  'reset.ignore': 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  'verify.subject': 'Confirma tu dirección de correo en Playfront',
  'verify.intro': 'Te damos la bienvenida a Playfront. Confirma que esta dirección es tuya.',
  'verify.action': 'Confirmar mi dirección de correo',
  'verify.expiry':
    'El enlace funciona una sola vez, durante {hours} horas. Los retiros esperan hasta que confirmes tu dirección.',
  'verify.ignore': 'Si no has creado una cuenta de Playfront, ignora este correo.',
  'mail.copy_link': 'Si el botón no funciona, copia esta dirección en tu navegador:',
  'refusal.RECOVERY_LINK_INVALID':
    'Este enlace ya no es válido: ha caducado, ya se usó o se envió uno más reciente. Pide uno nuevo.',
};
