import { PASSWORD_LENGTH } from '@playfront/contracts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';

/**
 * The current password, asked to confirm what only the player may do (change the e-mail or the
 * password, take a break, delete the account). `label` names why it is asked there.
 */
export function CurrentPasswordRow({
  id,
  label = 'account.currentPassword',
}: {
  id: string;
  label?: MessageKey;
}) {
  const t = useT();
  return (
    <div className="form__row">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_LENGTH.max}
      />
    </div>
  );
}

/** A new password, within the contract's lengths, with the hint of what makes a good one. */
export function NewPasswordRow() {
  const t = useT();
  return (
    <div className="form__row">
      <label htmlFor="new-password">{t('account.newPassword')}</label>
      <input
        id="new-password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_LENGTH.min}
        maxLength={PASSWORD_LENGTH.max}
        aria-describedby="new-password-hint"
      />
      <p id="new-password-hint" className="form__hint">
        {t('form.passwordHint')}
      </p>
    </div>
  );
}
