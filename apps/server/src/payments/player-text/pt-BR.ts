import type { PlayerTexts } from './en.ts';

/** Brazilian Portuguese (você): the keys and placeholders of `en.ts`. */
export const PT_BR: PlayerTexts = {
  'deposit.approved': 'Seu depósito de {amount} foi concluído com sucesso.',
  'cashout.sent': 'Seu saque de {amount} foi enviado.',
  'cashout.processing': 'Seu saque de {amount} está sendo processado.',
  'cashout.rejected': 'Seu saque foi recusado pelo provedor de pagamento. O valor voltou para o seu saldo.',
  'payment.cancelled': 'O pagamento foi cancelado.',
  'payment.cancelled_by_player': 'Você cancelou o pagamento.',
  'crypto.amount_mismatch':
    'O valor recebido não corresponde à fatura. Entre em contato com o suporte informando sua referência.',
  'crypto.transfer_seen': 'Transferência identificada.',
  'crypto.waiting_confirmations': 'Aguardando confirmações.',
  'bank_transfer.instructions':
    'Transfira {amount} para a conta exibida, informando a referência {reference}. Seu depósito é creditado quando a transferência chegar.',
  'bank_transfer.expired': 'Nenhuma transferência chegou a tempo para este depósito. Inicie um novo.',
  'coupon.instructions':
    'Seu cupom é {coupon}. Pague {amount} com ele em uma loja parceira em até 72 horas; o depósito é creditado assim que ele for pago.',
  'coupon.expired': 'O cupom expirou antes de ser pago.',
  'voucher.used': 'Este voucher já foi usado. Use outro voucher.',
  'voucher.invalid': 'Este código de voucher não é válido. Confira-o e tente novamente.',
  'card.insufficient_funds':
    'Seu cartão não tem saldo suficiente para este valor. Tente um valor menor ou outro cartão.',
  'card.challenge_failed':
    'A verificação do cartão (3-D Secure) falhou. Tente novamente ou use outro cartão.',

  'method.not_available': 'Este método de pagamento não está disponível. Escolha outro método.',
  'unavailable.country_not_supported':
    'Este método de pagamento não é oferecido no seu país. Escolha outro método.',
  'unavailable.currency_not_supported':
    'Este método de pagamento não aceita esta moeda. Escolha outro método.',
  'unavailable.action_not_supported':
    'Este método de pagamento não pode ser usado para isso. Escolha outro método.',
  'unavailable.kyc_required': 'Confirme sua identidade antes de sacar com este método.',
  'unavailable.kyc_rejected': 'Saques não estão disponíveis para sua conta. Entre em contato com o suporte.',
  'unavailable.balance_below_minimum': 'Seu saldo está abaixo do menor valor que este método paga.',
  'amount.limits': 'Informe um valor de {min} a {max}.',
  'amount.above_balance': 'O valor é maior que o seu saldo.',
  'amount.above_balance_of': 'O valor é maior que o seu saldo de {balance}.',
  'amount.below_fee': 'O valor deve ser maior que a taxa de {fee}.',
  'kyc.cashout_threshold': 'Confirme sua identidade para sacar mais de {amount}.',
  'country.locked':
    'Seu país não pode ser alterado depois que a verificação de identidade começou. Entre em contato com o suporte.',
  'saved_profile.unusable':
    'Este método de pagamento salvo não pode ser usado. Escolha outro ou informe os dados.',
  'fields.invalid': 'Alguns dados estão faltando ou não são válidos. Confira os campos destacados.',
  'password.too_weak':
    'Esta senha é fácil demais de adivinhar: é uma senha comum ou um padrão simples (repetições, sequências, seu nome ou e-mail). Escolha uma frase mais longa com palavras sem relação entre si.',
  'password.current_wrong': 'Sua senha atual não está correta. Nada foi alterado.',
  'password.current_required': 'Digite sua senha atual para alterar seu endereço de e-mail.',

  'submit.in_progress':
    'Este pagamento ainda está sendo processado. Aguarde um momento e confira seu histórico.',
  'server.error':
    'Algo deu errado do nosso lado. Confira seu histórico de transações antes de tentar novamente e informe {reference} ao suporte.',
  'cancel.not_found': 'Essa transação não existe.',
  'cancel.only_cashouts': 'Somente saques podem ser cancelados.',
  'cancel.paying_out': 'Este saque já está sendo pago e não pode ser cancelado.',
  'cancel.changed': 'Este saque mudou nesse meio-tempo e não pode ser cancelado.',

  'field.not_in_form': 'Este campo não faz parte do formulário.',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'Este método de pagamento não está disponível para sua conta no momento. Escolha outro método.',
  'code.PATCH_PLAYER_FIELDS_ERROR': 'Não conseguimos salvar seus dados. Confira-os e tente novamente.',
  'code.INITIATE_INVOICE_ERROR': 'Não conseguimos iniciar este pagamento. Tente novamente em instantes.',
  'code.PAYMENT_PROCESSING_ERROR':
    'Não foi possível processar seu pagamento. Tente novamente ou escolha outro método.',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR':
    'Algo deu errado com seu pagamento. Confira seu histórico de transações antes de tentar novamente.',
  'code.RENDER_ERROR': 'Não foi possível exibir o formulário de pagamento. Recarregue a página.',
  'code.VALIDATE_PROFILE_ERROR':
    'Alguns dados do seu perfil estão faltando ou são inválidos. Confira-os e tente novamente.',
  'code.NETWORK_ERROR':
    'Não conseguimos acessar o serviço de pagamento. Verifique sua conexão e tente novamente.',
  'code.KYC_REQUIRED_ERROR': 'Confirme sua identidade antes de fazer este pagamento.',
  'code.INSUFFICIENT_FUNDS': 'O valor é maior que o seu saldo disponível para saque.',
  'code.LIMIT_EXCEEDED': 'O valor está fora dos limites deste método de pagamento.',
  'code.CARD_DECLINED': 'Seu cartão foi recusado. Use outro cartão ou entre em contato com seu banco.',
  'code.METHOD_UNAVAILABLE':
    'Este método de pagamento está temporariamente indisponível. Escolha outro método.',
  'code.POPUP_BLOCKED': 'Seu navegador bloqueou a janela de pagamento. Use o botão para abri-la.',
  'code.COUNTRY_RESTRICTED': 'Desculpe, não podemos aceitar jogadores nem pagamentos do seu país.',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    'Saques só podem ir para uma conta de pagamento com a qual você depositou. Escolha uma delas.',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_one':
    'Envie exatamente {amount} para o endereço exibido na rede {network}. Seu depósito é creditado após {count} confirmação.',
  'crypto.invoice_many':
    'Envie exatamente {amount} para o endereço exibido na rede {network}. Seu depósito é creditado após {count} de confirmações.',
  'crypto.invoice_other':
    'Envie exatamente {amount} para o endereço exibido na rede {network}. Seu depósito é creditado após {count} confirmações.',
  'metamask.confirm_one':
    'Confirme o pagamento de {amount} na MetaMask. Seu depósito é creditado após {count} confirmação.',
  'metamask.confirm_many':
    'Confirme o pagamento de {amount} na MetaMask. Seu depósito é creditado após {count} de confirmações.',
  'metamask.confirm_other':
    'Confirme o pagamento de {amount} na MetaMask. Seu depósito é creditado após {count} confirmações.',
  'kyc.cashout_window_one': 'Confirme sua identidade para sacar mais de {amount} em {count} dia.',
  'kyc.cashout_window_many': 'Confirme sua identidade para sacar mais de {amount} em {count} de dias.',
  'kyc.cashout_window_other': 'Confirme sua identidade para sacar mais de {amount} em {count} dias.',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing':
    'Um depósito que o provedor de pagamento já está processando não pode ser cancelado.',
  // identity checks (KYC)
  'kyc.next_step':
    'Envie seus documentos de identidade na página Verificação da sua conta; a maioria das análises leva poucos minutos.',
  'kyc.file_too_large': 'Cada arquivo pode ter no máximo {max}.',
  'kyc.file_type_not_allowed': 'Envie um arquivo JPEG, PNG ou PDF.',
  'kyc.documents_missing':
    'Envie a frente e o verso do seu documento de identidade e um comprovante de endereço.',
  'kyc.not_editable': 'Seus documentos estão em análise ou você já está verificado.',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    'Sua transferência chegou depois que a cotação da taxa de câmbio expirou. Ela está retida para análise; o suporte vai creditá-la ou devolvê-la.',
  'code.QUOTE_EXPIRED': 'A cotação da taxa de câmbio expirou. Confira a nova cotação e tente novamente.',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    'Confirme seu endereço de e-mail antes de sacar: abra o link que enviamos ou peça um novo na página da sua conta.',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'Este depósito ultrapassa seu limite de depósito. Agora você pode depositar até {amount}; mais a partir de {time}.',
  'limits.deposit_none':
    'Você atingiu seu limite de depósito. Poderá depositar novamente a partir de {time}.',
  'limits.deposit_max': 'Este depósito ultrapassa seu limite de depósito. Você pode depositar até {amount}.',
  'limits.deposit_currency': 'Seus limites de depósito estão em {currency}. Deposite em {currency}.',
  'code.DEPOSIT_LIMIT_REACHED': 'Este depósito ultrapassa o limite de depósito que você definiu.',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    'Você está fazendo uma pausa até {time}. Até lá, não pode depositar nem jogar; ainda pode sacar seu saldo.',
  'exclusion.self_excluded_until':
    'Você se autoexcluiu do jogo até {time}. Até lá, não pode depositar nem jogar; ainda pode sacar seu saldo.',
  'exclusion.not_longer':
    'Sua pausa já vai até {time}. Uma nova precisa terminar depois: uma pausa nunca é encurtada.',
  'code.PLAYER_EXCLUDED':
    'Você está fazendo uma pausa no jogo, então os depósitos estão fechados até ela terminar.',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'Sua conta ainda tem saldo. Saque seu saldo antes de pedir a exclusão da sua conta.',
  'privacy.erasure_pending':
    'Ainda há um depósito ou saque em andamento. Aguarde a conclusão e tente novamente.',
  'privacy.erasure_excluded':
    'Sua pausa ou autoexclusão ainda está em vigor. Nossa licença exige que mantenhamos seus dados até o fim dela; depois disso, você pode pedir novamente.',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'Não podemos abrir uma conta com estes dados. Uma pausa ou autoexclusão feita em qualquer um dos nossos sites vale para todos eles até terminar. Se você acha que isso é um erro, entre em contato com o suporte.',
};
