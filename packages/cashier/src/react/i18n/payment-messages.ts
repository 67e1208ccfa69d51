/**
 * English text for the keys the payments API puts in its field lists: field labels
 * (`payments.fields.*`), information banners, and the options of choices (gender, crypto networks,
 * countries, person types). The server sends keys, never text, so the widget translates them like
 * its own screens; every key here is translated in every locale file. Bank names are proper
 * names and live in `bank-names.ts`.
 */
export const PAYMENT_MESSAGES: Readonly<Record<string, string>> = {
  'payments.fields.accept_onramp_terms': 'I accept the terms of the crypto exchange partner',
  'payments.fields.accept_terms': 'I accept the terms of this payment method',
  'payments.fields.account_holder': 'Account holder',
  'payments.fields.account_identifier': 'Account number or e-mail',
  'payments.fields.account_number': 'Account number',
  'payments.fields.amount': 'Amount',
  'payments.fields.astropay_phone': 'AstroPay phone number',
  'payments.fields.bank': 'Bank',
  'payments.fields.bank_iban': 'Bank account (IBAN)',
  'payments.fields.bankiban': 'Your IBAN',
  'payments.fields.bankintiban': 'IBAN to receive the money',
  'payments.fields.beneficiary_address': 'Account holder’s address',
  'payments.fields.blik_code': 'BLIK code',
  'payments.fields.card_holder': 'Name on card',
  'payments.fields.card_number': 'Card number',
  'payments.fields.cashout_address': 'Your wallet address',
  'payments.fields.copy_address': 'Copy address',
  'payments.fields.cpf': 'CPF',
  'payments.fields.crypto_account': 'Crypto account',
  'payments.fields.cvv': 'Security code (CVV)',
  'payments.fields.date_of_birth': 'Date of birth',
  'payments.fields.deposit_address': 'Deposit address',
  'payments.fields.destination_tag': 'Destination tag',
  'payments.fields.display_account_identifier': 'Linked account',
  'payments.fields.display_iban': 'Linked IBAN',
  'payments.fields.dni': 'DNI',
  'payments.fields.document_number': 'ID document number',
  'payments.fields.expiry_date': 'Expiry date',
  'payments.fields.first_name': 'First name',
  'payments.fields.gcash_phone': 'GCash phone number',
  'payments.fields.gender': 'Gender',
  'payments.fields.iban': 'IBAN',
  'payments.fields.iban_cashout': 'IBAN to receive the money',
  'payments.fields.ifsc': 'IFSC code',
  'payments.fields.interac_email': 'Interac e-mail',
  'payments.fields.jeton_wallet_number': 'Jeton wallet number',
  'payments.fields.last_name': 'Last name',
  'payments.fields.link_bank': 'Link your bank',
  'payments.fields.mbway_phone': 'MB WAY phone number',
  'payments.fields.metamask_wallet': 'MetaMask wallet',
  'payments.fields.mifinity_login': 'MiFinity e-mail or account number',
  'payments.fields.muchbetter_phone': 'MuchBetter phone number',
  'payments.fields.neteller_email': 'NETELLER e-mail',
  'payments.fields.papara_number': 'Papara number',
  'payments.fields.pay4fun_email': 'Pay4Fun e-mail',
  'payments.fields.paypal_email': 'PayPal e-mail',
  'payments.fields.payz_account_id': 'Payz account ID',
  'payments.fields.person_type': 'Account type',
  'payments.fields.pix_key': 'Pix key',
  'payments.fields.proof_of_payment': 'Proof of payment',
  'payments.fields.rut': 'RUT',
  'payments.fields.save_card': 'Save this card for next time',
  'payments.fields.skrill_email': 'Skrill e-mail',
  'payments.fields.sticpay_email': 'SticPay e-mail',
  'payments.fields.swift_bic': 'SWIFT/BIC',
  'payments.fields.todito_card_number': 'Todito Cash card number',
  'payments.fields.todito_nip': 'Todito Cash PIN',
  'payments.fields.voucher_code': 'Voucher code',
  'payments.fields.voucher_pin': 'Voucher PIN',
  'payments.fields.vpa': 'UPI ID (VPA)',
  'payments.fields.wallet_address': 'Wallet address',
  'payments.fields.zimpler_phone': 'Zimpler phone number',
  'payments.banners.boleto_instructions':
    'After you confirm, you get a boleto to pay at a bank, lottery outlet or in your banking app. Your deposit lands once the boleto is paid, usually within one business day.',
  'payments.banners.cashtocode_coupon':
    'You get a coupon code to pay in cash at a CashtoCode sales point. Your deposit lands as soon as the coupon is paid.',
  'payments.banners.duitnow_qr':
    'Scan the DuitNow QR code with your banking app and confirm the payment there.',
  'payments.banners.efecty_instructions':
    'You get a payment reference to pay in cash at any Efecty office. Your deposit lands once it is paid.',
  'payments.banners.multibanco_reference':
    'You get an entity number and a reference to pay at a Multibanco ATM or in your banking app.',
  'payments.banners.onramp_notice':
    'Your card payment buys crypto through our exchange partner, which credits the crypto to your account here. The partner may ask you to verify your identity.',
  'payments.banners.oxxo_instructions':
    'You get a reference to pay in cash at any OXXO store. Your deposit lands once it is paid.',
  'payments.banners.pagoefectivo_instructions':
    'You get a CIP code to pay at an agent, in your banking app or online banking. Your deposit lands once it is paid.',
  'payments.banners.payid_instructions':
    'Send the amount by PayID from your banking app to the details shown after you confirm.',
  'payments.banners.promptpay_qr':
    'Scan the PromptPay QR code with your banking app and confirm the payment there.',
  'payments.banners.rapipago_instructions':
    'You get a code to pay in cash at any Rapipago outlet. Your deposit lands once it is paid.',
  'payments.banners.send_only_this_coin':
    'Send only this coin on the network shown. Coins sent on another network are lost.',
  'payments.banners.sepa_transfer_instructions':
    'Make a SEPA transfer from your bank to the account shown after you confirm, with the reference given. It usually lands within one business day.',
  'payments.banners.wire_transfer_instructions':
    'Make an international transfer from your bank to the account shown after you confirm, with the reference given. It can take a few business days.',
  'payments.countries.id': 'Indonesia',
  'payments.countries.my': 'Malaysia',
  'payments.countries.th': 'Thailand',
  'payments.countries.vn': 'Vietnam',
  'payments.gender.f': 'Female',
  'payments.gender.m': 'Male',
  'payments.networks.bep20': 'BNB Smart Chain (BEP-20)',
  'payments.networks.erc20': 'Ethereum (ERC-20)',
  'payments.networks.polygon': 'Polygon',
  'payments.networks.spl': 'Solana (SPL)',
  'payments.networks.trc20': 'Tron (TRC-20)',
  'payments.person_types.juridica': 'Company',
  'payments.person_types.natural': 'Individual',
};
