import type { RecoveryTexts } from './en.ts';

export const JA: RecoveryTexts = {
  'reset.subject': 'Playfront のパスワードの再設定',
  'reset.intro': 'Playfront アカウントのパスワード再設定のリクエストを受け付けました。',
  'reset.action': '新しいパスワードを設定する',
  'reset.expiry':
    'このリンクは {minutes} 分間、1 回だけ使えます。新しいパスワードを設定すると、すべての端末からログアウトされます。',
  'reset.ignore': 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'verify.subject': 'Playfront のメールアドレスの確認',
  'verify.intro': 'Playfront へようこそ。このメールアドレスがご本人のものであることを確認してください。',
  'verify.action': 'メールアドレスを確認する',
  'verify.expiry':
    'このリンクは {hours} 時間、1 回だけ使えます。出金はメールアドレスの確認後に可能になります。',
  'verify.ignore': 'Playfront のアカウントを作成していない場合は、このメールを無視してください。',
  'mail.copy_link': 'ボタンが使えない場合は、次のアドレスをブラウザにコピーしてください:',
  'refusal.RECOVERY_LINK_INVALID':
    'このリンクはもう使えません。有効期限が切れたか、使用済みか、新しいリンクが送信されています。新しいリンクをリクエストしてください。',
};
