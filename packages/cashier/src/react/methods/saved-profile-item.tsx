import { memo, useState } from 'react';
import type { MethodView, SavedProfile } from '@playfront/contracts';
import type { Translate } from '../i18n/messages.ts';
import { MethodLogo } from './logos/method-logo.tsx';

export interface SavedProfileItemProps {
  profile: SavedProfile;
  /** The profile's method, for its logo. */
  method: MethodView;
  t: Translate;
  onPick: (profile: SavedProfile) => void;
  /** Removes the profile; resolves when done. */
  onDelete: (profile: SavedProfile) => Promise<void>;
}

/** A saved instrument: pick it to pay, or remove it after a confirmation. */
export const SavedProfileItem = memo(function SavedProfileItem({
  profile,
  method,
  t,
  onPick,
  onDelete,
}: SavedProfileItemProps) {
  const [phase, setPhase] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const name = profile.display;
  return (
    <li className="pf-cashier-method pf-cashier-method--saved">
      <button
        type="button"
        className="pf-cashier-method__button"
        onClick={() => {
          onPick(profile);
        }}
      >
        <MethodLogo logoKey={method.logoKey} type={method.type} />
        <span className="pf-cashier-method__name">{name}</span>
      </button>
      {phase === 'idle' ? (
        <button
          type="button"
          className="pf-cashier-link"
          onClick={() => {
            setPhase('confirm');
          }}
        >
          {t('methods.saved.delete', { name })}
        </button>
      ) : (
        <div role="group" aria-label={t('methods.saved.confirm', { name })} className="pf-cashier-confirm">
          <span>{t('methods.saved.confirm', { name })}</span>
          <button
            type="button"
            className="pf-cashier-button pf-cashier-button--danger"
            disabled={phase === 'busy'}
            onClick={() => {
              setPhase('busy');
              void onDelete(profile).finally(() => {
                setPhase('idle');
              });
            }}
          >
            {t('methods.saved.confirm_yes')}
          </button>
          <button
            type="button"
            className="pf-cashier-button"
            onClick={() => {
              setPhase('idle');
            }}
          >
            {t('methods.saved.confirm_no')}
          </button>
        </div>
      )}
    </li>
  );
});
