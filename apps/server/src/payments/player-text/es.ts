import type { PlayerTexts } from './en.ts';

/** Spanish (tú): the keys and placeholders of `en.ts`. */
export const ES: PlayerTexts = {
  'deposit.approved': 'Tu depósito de {amount} se realizó correctamente.',
  'cashout.sent': 'Tu retiro de {amount} fue enviado.',
  'cashout.processing': 'Tu retiro de {amount} se está procesando.',
  'cashout.rejected': 'El proveedor de pagos rechazó tu retiro. El importe ha vuelto a tu saldo.',
  'payment.cancelled': 'El pago se canceló.',
  'payment.cancelled_by_player': 'Cancelaste el pago.',
  'crypto.amount_mismatch':
    'El importe recibido no coincide con la factura. Contacta con soporte indicando tu referencia.',
  'crypto.transfer_seen': 'Transferencia detectada.',
  'crypto.waiting_confirmations': 'Esperando confirmaciones.',
  'bank_transfer.instructions':
    'Transfiere {amount} a la cuenta indicada con la referencia {reference}. Tu depósito se acredita cuando llegue la transferencia.',
  'bank_transfer.expired': 'No llegó ninguna transferencia para este depósito a tiempo. Inicia uno nuevo.',
  'coupon.instructions':
    'Tu cupón es {coupon}. Paga {amount} con él en una tienda asociada en un plazo de 72 horas; el depósito se acredita en cuanto esté pagado.',
  'coupon.expired': 'El cupón caducó antes de pagarse.',
  'voucher.used': 'Este vale ya se ha usado. Usa otro vale.',
  'voucher.invalid': 'Este código de vale no es válido. Revísalo e inténtalo de nuevo.',
  'card.insufficient_funds':
    'Tu tarjeta no tiene fondos suficientes para este importe. Prueba con un importe menor o con otra tarjeta.',
  'card.challenge_failed':
    'La verificación de la tarjeta (3-D Secure) falló. Inténtalo de nuevo o usa otra tarjeta.',

  'method.not_available': 'Este método de pago no está disponible. Elige otro método.',
  'unavailable.country_not_supported': 'Este método de pago no se ofrece en tu país. Elige otro método.',
  'unavailable.currency_not_supported': 'Este método de pago no acepta esta moneda. Elige otro método.',
  'unavailable.action_not_supported': 'Este método de pago no se puede usar para esto. Elige otro método.',
  'unavailable.kyc_required': 'Verifica tu identidad antes de retirar con este método.',
  'unavailable.kyc_rejected': 'Los retiros no están disponibles para tu cuenta. Contacta con soporte.',
  'unavailable.balance_below_minimum': 'Tu saldo es inferior al importe mínimo que paga este método.',
  'amount.limits': 'Introduce un importe de {min} a {max}.',
  'amount.above_balance': 'El importe es mayor que tu saldo.',
  'amount.above_balance_of': 'El importe es mayor que tu saldo de {balance}.',
  'amount.below_fee': 'El importe debe ser mayor que la comisión de {fee}.',
  'kyc.cashout_threshold': 'Verifica tu identidad para retirar más de {amount}.',
  'country.locked':
    'No puedes cambiar tu país una vez iniciada la verificación de identidad. Contacta con soporte.',
  'saved_profile.unusable':
    'Este método de pago guardado no se puede usar. Elige otro o introduce los datos.',
  'fields.invalid': 'Faltan algunos datos o no son válidos. Revisa los campos marcados.',
  'password.too_weak':
    'Esta contraseña es demasiado fácil de adivinar: es una contraseña común o un patrón simple (repeticiones, secuencias, tu nombre o tu correo). Elige una frase más larga con palabras sin relación entre sí.',
  'password.current_wrong': 'Tu contraseña actual no es correcta. No se ha cambiado nada.',
  'password.current_required':
    'Introduce tu contraseña actual para cambiar tu dirección de correo electrónico.',

  'submit.in_progress': 'Este pago aún se está procesando. Espera un momento y revisa tu historial.',
  'server.error':
    'Algo salió mal por nuestra parte. Revisa tu historial de transacciones antes de volver a intentarlo e indica {reference} a soporte.',
  'cancel.not_found': 'No existe esa transacción.',
  'cancel.only_cashouts': 'Solo se pueden cancelar los retiros.',
  'cancel.paying_out': 'Este retiro ya se está pagando y no se puede cancelar.',
  'cancel.changed': 'Este retiro ha cambiado mientras tanto y no se puede cancelar.',

  'field.not_in_form': 'Este campo no forma parte del formulario.',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'Este método de pago no está disponible para tu cuenta en este momento. Elige otro método.',
  'code.PATCH_PLAYER_FIELDS_ERROR': 'No pudimos guardar tus datos. Revísalos e inténtalo de nuevo.',
  'code.INITIATE_INVOICE_ERROR': 'No pudimos iniciar este pago. Inténtalo de nuevo en un momento.',
  'code.PAYMENT_PROCESSING_ERROR': 'No se pudo procesar tu pago. Inténtalo de nuevo o elige otro método.',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR':
    'Algo salió mal con tu pago. Revisa tu historial de transacciones antes de volver a intentarlo.',
  'code.RENDER_ERROR': 'No se pudo mostrar el formulario de pago. Vuelve a cargar la página.',
  'code.VALIDATE_PROFILE_ERROR':
    'Algunos datos de tu perfil faltan o no son válidos. Revísalos e inténtalo de nuevo.',
  'code.NETWORK_ERROR':
    'No pudimos conectar con el servicio de pagos. Revisa tu conexión e inténtalo de nuevo.',
  'code.KYC_REQUIRED_ERROR': 'Verifica tu identidad antes de hacer este pago.',
  'code.INSUFFICIENT_FUNDS': 'El importe es mayor que tu saldo disponible para retirar.',
  'code.LIMIT_EXCEEDED': 'El importe está fuera de los límites de este método de pago.',
  'code.CARD_DECLINED': 'Tu tarjeta fue rechazada. Usa otra tarjeta o contacta con tu banco.',
  'code.METHOD_UNAVAILABLE': 'Este método de pago no está disponible temporalmente. Elige otro método.',
  'code.POPUP_BLOCKED': 'Tu navegador bloqueó la ventana de pago. Usa el botón para abrirla.',
  'code.COUNTRY_RESTRICTED': 'Lo sentimos, no podemos aceptar jugadores ni pagos desde tu país.',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    'Los retiros solo pueden ir a una cuenta de pago con la que hayas depositado. Elige una de ellas.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_one':
    'Envía exactamente {amount} a la dirección indicada en la red {network}. Tu depósito se acredita tras {count} confirmación.',
  'crypto.invoice_many':
    'Envía exactamente {amount} a la dirección indicada en la red {network}. Tu depósito se acredita tras {count} de confirmaciones.',
  'crypto.invoice_other':
    'Envía exactamente {amount} a la dirección indicada en la red {network}. Tu depósito se acredita tras {count} confirmaciones.',
  'metamask.confirm_one':
    'Confirma el pago de {amount} en MetaMask. Tu depósito se acredita tras {count} confirmación.',
  'metamask.confirm_many':
    'Confirma el pago de {amount} en MetaMask. Tu depósito se acredita tras {count} de confirmaciones.',
  'metamask.confirm_other':
    'Confirma el pago de {amount} en MetaMask. Tu depósito se acredita tras {count} confirmaciones.',
  'kyc.cashout_window_one': 'Verifica tu identidad para retirar más de {amount} en {count} día.',
  'kyc.cashout_window_many': 'Verifica tu identidad para retirar más de {amount} en {count} de días.',
  'kyc.cashout_window_other': 'Verifica tu identidad para retirar más de {amount} en {count} días.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing':
    'No se puede cancelar un depósito que el proveedor de pagos ya está procesando.',
  // identity checks (KYC)
  'kyc.next_step':
    'Sube tus documentos de identidad en la página Verificación de tu cuenta; la mayoría de las comprobaciones tardan unos minutos.',
  'kyc.file_too_large': 'Cada archivo puede ocupar como máximo {max}.',
  'kyc.file_type_not_allowed': 'Sube un archivo JPEG, PNG o PDF.',
  'kyc.documents_missing':
    'Sube el anverso y el reverso de tu documento de identidad y un justificante de domicilio.',
  'kyc.not_editable': 'Tus documentos se están revisando o ya estás verificado.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'Tu transferencia llegó después de que caducara la cotización del tipo de cambio. Queda retenida para revisión; soporte la abonará o la devolverá.',
  'code.QUOTE_EXPIRED':
    'La cotización del tipo de cambio ha caducado. Revisa la nueva cotización e inténtalo de nuevo.',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    'Confirma tu dirección de correo antes de retirar: abre el enlace que te enviamos o pide uno nuevo en la página de tu cuenta.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'Este depósito supera tu límite de depósito. Ahora puedes depositar hasta {amount}; más a partir del {time}.',
  'limits.deposit_none':
    'Has alcanzado tu límite de depósito. Podrás volver a depositar a partir del {time}.',
  'limits.deposit_max': 'Este depósito supera tu límite de depósito. Puedes depositar hasta {amount}.',
  'limits.deposit_currency': 'Tus límites de depósito están en {currency}. Deposita en {currency}.',
  'code.DEPOSIT_LIMIT_REACHED': 'Este depósito supera el límite de depósito que estableciste.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    'Te estás tomando un descanso hasta el {time}. Hasta entonces no puedes depositar ni jugar; aún puedes retirar tu saldo.',
  'exclusion.self_excluded_until':
    'Te has autoexcluido del juego hasta el {time}. Hasta entonces no puedes depositar ni jugar; aún puedes retirar tu saldo.',
  'exclusion.not_longer':
    'Tu descanso ya dura hasta el {time}. Uno nuevo debe terminar más tarde: un descanso nunca se acorta.',
  'code.PLAYER_EXCLUDED':
    'Te estás tomando un descanso del juego, así que los depósitos están cerrados hasta que termine.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'Tu cuenta todavía tiene saldo. Retira tu saldo antes de pedirnos que eliminemos tu cuenta.',
  'privacy.erasure_pending':
    'Todavía hay un depósito o un retiro en curso. Espera a que termine y vuelve a intentarlo.',
  'privacy.erasure_excluded':
    'Tu pausa o tu autoexclusión sigue vigente. Nuestra licencia nos obliga a conservar tus datos hasta que termine; después podrás volver a pedirlo.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'No podemos abrir una cuenta con estos datos. Una pausa o autoexclusión tomada en cualquiera de nuestros sitios se aplica a todos ellos hasta que termine. Si crees que es un error, ponte en contacto con el soporte.',
};
