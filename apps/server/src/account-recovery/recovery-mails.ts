import type { Kysely } from 'kysely';
import { EMAIL_VERIFICATION_TTL_HOURS, RECOVERY_PAGES, type SupportedLanguage } from '@playfront/contracts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { issueToken } from './account-tokens.ts';
import { composeLinkMail } from './compose-mail.ts';
import type { Mailer } from './mailer.ts';

export interface RecoveryMailsDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Mailer;
  readonly config: Pick<Config, 'publicOrigin' | 'passwordResetTtlMinutes'>;
}

const linkTo = (origin: string, page: string, token: string): string =>
  `${origin}${page}?token=${encodeURIComponent(token)}`;

/** Issues a verification token for the player's address and mails its link. */
export async function sendVerificationMail(
  { db, mailer, config }: RecoveryMailsDeps,
  player: { readonly id: string; readonly email: string },
  language: SupportedLanguage,
): Promise<void> {
  const token = await issueToken(db, {
    playerId: player.id,
    email: player.email,
    purpose: 'email_verification',
    ttlMs: EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
  });
  await mailer.send(
    composeLinkMail({
      to: player.email,
      language,
      kind: 'verify',
      link: linkTo(config.publicOrigin, RECOVERY_PAGES.verifyEmail, token),
      expiry: { hours: EMAIL_VERIFICATION_TTL_HOURS },
    }),
  );
}

/** Issues a reset token for the player and mails its link to their address. */
export async function sendPasswordResetMail(
  { db, mailer, config }: RecoveryMailsDeps,
  player: { readonly id: string; readonly email: string },
  language: SupportedLanguage,
): Promise<void> {
  const token = await issueToken(db, {
    playerId: player.id,
    email: null,
    purpose: 'password_reset',
    ttlMs: config.passwordResetTtlMinutes * 60_000,
  });
  await mailer.send(
    composeLinkMail({
      to: player.email,
      language,
      kind: 'reset',
      link: linkTo(config.publicOrigin, RECOVERY_PAGES.resetPassword, token),
      expiry: { minutes: config.passwordResetTtlMinutes },
    }),
  );
}
