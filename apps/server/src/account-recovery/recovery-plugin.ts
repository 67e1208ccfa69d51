import fp from 'fastify-plugin';
import type { SupportedLanguage } from '@playfront/contracts';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { sendVerificationMail } from './recovery-mails.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Mails the player a link verifying their current address, after the answer (a slow or
     * failing mail server must not fail a registration): failures are logged.
     */
    mailEmailVerification(
      player: { readonly id: string; readonly email: string },
      language: SupportedLanguage,
    ): void;
  }
}

/** The mailer (SMTP_URL or the development outbox) and the verification mail (decision 053). */
export default fp<{ config: Config }>(
  (fastify, { config }, done) => {
    const mailer = createMailer(config, fastify.database.db);
    fastify.decorate('mailer', mailer);
    fastify.decorate('mailEmailVerification', (player, language) => {
      sendVerificationMail({ db: fastify.database.db, mailer, config }, player, language).catch(
        (error: unknown) => {
          fastify.log.error({ err: error, playerId: player.id }, 'verification mail not sent');
        },
      );
    });
    fastify.addHook('onReady', (ready) => {
      if (config.env === 'production' && config.smtpUrl === undefined) {
        fastify.log.error(
          'SMTP_URL is not set: no password-reset or verification mail can be sent; set SMTP_URL (docs/start-up-errors.md)',
        );
      } else {
        fastify.log.info({ mail: mailer.description }, 'mail ready');
      }
      ready();
    });
    fastify.addHook('onClose', (_instance, closed) => {
      mailer.close();
      closed();
    });
    done();
  },
  { name: 'mail', dependencies: ['database'] },
);
