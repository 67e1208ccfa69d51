import type { PlayerTexts } from './en.ts';

/** Japanese (polite form): the keys and placeholders of `en.ts`. */
export const JA: PlayerTexts = {
  'deposit.approved': '{amount}の入金が完了しました。',
  'cashout.sent': '{amount}の出金を送金しました。',
  'cashout.processing': '{amount}の出金を処理しています。',
  'cashout.rejected': '出金は決済事業者により拒否されました。金額は残高に戻されています。',
  'payment.cancelled': 'お支払いはキャンセルされました。',
  'payment.cancelled_by_player': 'お支払いをキャンセルしました。',
  'crypto.amount_mismatch':
    '受け取った金額が請求額と一致しませんでした。参照番号を添えてサポートにお問い合わせください。',
  'crypto.transfer_seen': '送金を確認しました。',
  'crypto.waiting_confirmations': '承認を待っています。',
  'bank_transfer.instructions':
    '表示された口座に、参照番号{reference}を記載して{amount}を振り込んでください。振込が届き次第、入金されます。',
  'bank_transfer.expired': 'この入金の振込が期限内に届きませんでした。新しい入金を開始してください。',
  'coupon.instructions':
    'クーポン番号は{coupon}です。72時間以内に提携店舗でこのクーポンを使って{amount}をお支払いください。支払いが済み次第、入金されます。',
  'coupon.expired': 'クーポンは支払われる前に期限切れになりました。',
  'voucher.used': 'このバウチャーはすでに使用されています。別のバウチャーをご利用ください。',
  'voucher.invalid': 'このバウチャーコードは無効です。確認して、もう一度お試しください。',
  'card.insufficient_funds':
    'カードの残高がこの金額に対して不足しています。より少ない金額か、別のカードをお試しください。',
  'card.challenge_failed':
    'カードの認証（3-Dセキュア）に失敗しました。もう一度お試しいただくか、別のカードをご利用ください。',

  'method.not_available': 'この支払い方法はご利用いただけません。別の方法を選択してください。',
  'unavailable.country_not_supported':
    'この支払い方法はお住まいの国では提供されていません。別の方法を選択してください。',
  'unavailable.currency_not_supported':
    'この支払い方法はこの通貨に対応していません。別の方法を選択してください。',
  'unavailable.action_not_supported': 'この支払い方法はこの操作には使えません。別の方法を選択してください。',
  'unavailable.kyc_required': 'この方法で出金する前に本人確認を行ってください。',
  'unavailable.kyc_rejected':
    'お客様のアカウントでは出金をご利用いただけません。サポートにお問い合わせください。',
  'unavailable.balance_below_minimum': '残高が、この方法で出金できる最低金額を下回っています。',
  'amount.limits': '{min}から{max}までの金額を入力してください。',
  'amount.above_balance': '金額が残高を超えています。',
  'amount.above_balance_of': '金額が残高（{balance}）を超えています。',
  'amount.below_fee': '金額は手数料（{fee}）より多くする必要があります。',
  'kyc.cashout_threshold': '{amount}を超える出金には本人確認が必要です。',
  'country.locked': '本人確認の開始後は国を変更できません。サポートにお問い合わせください。',
  'saved_profile.unusable':
    'この保存済みの支払い方法は使用できません。別の方法を選択するか、詳細を入力してください。',
  'fields.invalid': '入力内容に不足または誤りがあります。強調表示された項目を確認してください。',
  'password.too_weak':
    'このパスワードは推測されやすすぎます。よく使われるパスワードか、単純なパターン（繰り返し、連続した文字、お名前やメールアドレス）です。関連のない単語を組み合わせた、より長いフレーズを選んでください。',
  'password.current_wrong': '現在のパスワードが正しくありません。何も変更されていません。',
  'password.current_required': 'メールアドレスを変更するには、現在のパスワードを入力してください。',

  'submit.in_progress': 'このお支払いはまだ処理中です。しばらく待ってから履歴を確認してください。',
  'server.error':
    'システム側で問題が発生しました。再度お試しになる前に取引履歴を確認し、サポートに{reference}をお伝えください。',
  'cancel.not_found': '該当する取引はありません。',
  'cancel.only_cashouts': 'キャンセルできるのは出金のみです。',
  'cancel.paying_out': 'この出金はすでに支払い処理中のため、キャンセルできません。',
  'cancel.changed': 'この出金はその間に状態が変わったため、キャンセルできません。',

  'field.not_in_form': 'この項目はフォームに含まれていません。',

  'code.DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND':
    'この支払い方法は現在、お使いのアカウントではご利用いただけません。別の方法を選択してください。',
  'code.PATCH_PLAYER_FIELDS_ERROR':
    '入力内容を保存できませんでした。内容を確認して、もう一度お試しください。',
  'code.INITIATE_INVOICE_ERROR':
    'このお支払いを開始できませんでした。しばらくしてから、もう一度お試しください。',
  'code.PAYMENT_PROCESSING_ERROR':
    'お支払いを処理できませんでした。もう一度お試しいただくか、別の方法を選択してください。',
  'code.FINTEQHUB_SEAMLESS_UNKNOWN_ERROR':
    'お支払いで問題が発生しました。再試行する前に取引履歴をご確認ください。',
  'code.RENDER_ERROR': '支払いフォームを表示できませんでした。ページを再読み込みしてください。',
  'code.VALIDATE_PROFILE_ERROR':
    'プロフィール情報の一部が未入力または無効です。内容を確認して、もう一度お試しください。',
  'code.NETWORK_ERROR': '決済サービスに接続できませんでした。接続を確認して、もう一度お試しください。',
  'code.KYC_REQUIRED_ERROR': 'このお支払いを行う前に本人確認を行ってください。',
  'code.INSUFFICIENT_FUNDS': '金額が出金可能な残高を超えています。',
  'code.LIMIT_EXCEEDED': '金額がこの支払い方法の限度額の範囲外です。',
  'code.CARD_DECLINED': 'カードが拒否されました。別のカードを使用するか、銀行にお問い合わせください。',
  'code.METHOD_UNAVAILABLE': 'この支払い方法は一時的に利用できません。別の方法を選択してください。',
  'code.POPUP_BLOCKED': 'ブラウザが支払いウィンドウをブロックしました。ボタンから開いてください。',
  'code.COUNTRY_RESTRICTED':
    '申し訳ありませんが、お住まいの国からのプレイヤー登録およびお支払いはお受けできません。',
  'code.CASHOUT_DESTINATION_NOT_ALLOWED':
    '出金は、入金に使用した支払いアカウントにのみ行えます。その中から選択してください。',

  // Texts that count: one key per plural form the language needs, chosen by `count`.
  'crypto.invoice_other':
    '{network}ネットワークで、表示されたアドレスに{amount}ちょうどを送金してください。{count}回の承認後に入金されます。',
  'metamask.confirm_other':
    'MetaMaskで{amount}のお支払いを承認してください。{count}回の承認後に入金されます。',
  'kyc.cashout_window_other': '{count}日間で{amount}を超える出金には本人確認が必要です。',

  // payment outcomes (cancel of a deposit left at the provider)
  'cancel.deposit_processing': '決済事業者がすでに処理中の入金はキャンセルできません。',
  // identity checks (KYC)
  'kyc.next_step':
    'アカウントの「本人確認」ページで本人確認書類をアップロードしてください。ほとんどの確認は数分で完了します。',
  'kyc.file_too_large': '各ファイルは{max}までです。',
  'kyc.file_type_not_allowed': 'JPEG、PNG、PDFのいずれかのファイルをアップロードしてください。',
  'kyc.documents_missing': '本人確認書類の表面と裏面、住所確認書類をアップロードしてください。',
  'kyc.not_editable': '書類を確認中か、すでに本人確認が完了しています。',
  // crypto from fiat (decision 040)
  'crypto.quote_expired_held':
    '為替レートの見積もりの有効期限が切れた後に送金が届きました。確認のため保留中です。サポートが入金するか返金します。',
  'code.QUOTE_EXPIRED':
    '為替レートの見積もりの有効期限が切れました。新しい見積もりを確認して、もう一度お試しください。',
  // account recovery (decision 053)
  'code.EMAIL_NOT_VERIFIED':
    '出金の前にメールアドレスを確認してください。お送りしたリンクを開くか、アカウントページから新しいリンクを送信してください。',
  // deposit limits (decision 055)
  'limits.deposit_left':
    'この入金は設定した入金限度額を超えています。現在入金できるのは{amount}までです。{time}以降にさらに入金できます。',
  'limits.deposit_none': '入金限度額に達しました。{time}以降に再び入金できます。',
  'limits.deposit_max': 'この入金は設定した入金限度額を超えています。入金できるのは{amount}までです。',
  'limits.deposit_currency': '入金限度額は{currency}で設定されています。{currency}で入金してください。',
  'code.DEPOSIT_LIMIT_REACHED': 'この入金は設定した入金限度額を超えています。',
  // cool-off and self-exclusion (decision 060)
  'exclusion.cool_off_until':
    '{time}まで休止中です。それまでは入金もプレイもできませんが、残高の出金は可能です。',
  'exclusion.self_excluded_until':
    '{time}までプレイから自己除外しています。それまでは入金もプレイもできませんが、残高の出金は可能です。',
  'exclusion.not_longer':
    '休止はすでに{time}まで続きます。新しい休止はそれより後に終わる必要があります。休止が短縮されることはありません。',
  'code.PLAYER_EXCLUDED': 'プレイを休止中のため、休止が終わるまで入金できません。',
  // privacy: erasure refusals (decision 061)
  'privacy.erasure_balance':
    'アカウントにまだ残高があります。アカウントの削除を申請する前に、残高を出金してください。',
  'privacy.erasure_pending':
    '入金または出金の処理がまだ完了していません。完了するまでお待ちいただき、もう一度お試しください。',
  'privacy.erasure_excluded':
    'クールオフまたは自己排除の期間がまだ続いています。ライセンスの定めにより、期間が終わるまでお客様の情報を保持する必要があります。終了後にもう一度申請してください。',
  // protection: the operator's exclusion register (decision 066)
  'exclusion.registration_refused':
    'この情報ではアカウントを開設できません。当社のいずれかのサイトで設定したクールオフまたは自己排除は、終了するまで当社のすべてのサイトに適用されます。誤りだと思われる場合は、サポートにお問い合わせください。',
};
