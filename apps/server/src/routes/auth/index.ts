import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import Type from 'typebox';
import { languageFromAcceptLanguage } from '@playfront/contracts';
import {
  ApiErrorSchema,
  LoginRequestSchema,
  NoContentSchema,
  PlayerFieldsSchema,
  PlayerSchema,
  RegisterRequestSchema,
} from '@playfront/contracts/schemas';
import { attributionFromCookies, recordAttribution } from '../../console/attribution/record-attribution.ts';
import { countryChangeRefusal, registrationRefusal } from '../../compliance/player-country.ts';
import type { Config } from '../../config.ts';
import { playerText } from '../../payments/player-text/player-text.ts';
import { fieldProblemText } from '../../payments/player-text/field-problem-text.ts';
import { birthDateProblem } from '../../players/birth-date-rule.ts';
import { accountRefusal, patchPlayerFieldsError } from '../../players/account-refusals.ts';
import { schemaFieldProblems } from '../../players/schema-field-problems.ts';
import { refuseUnconfirmedEmailChange } from '../../players/email-change-guard.ts';
import { endSession } from '../../players/end-sessions.ts';
import { hashPassword, timingDecoy, verifyPassword } from '../../players/password.ts';
import { isPasswordTooWeak } from '../../players/password-policy.ts';
import { EmailTakenError } from '../../players/players-repository.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';
import { PlayerExcludedErrorSchema } from '@playfront/contracts/schemas';
import { exclusionRefusal } from '../protection/exclusion-refusal.ts';
import { registrationRefusedByRegister } from '../protection/registration-refusal.ts';

export interface AuthOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute'>;
}

const emailTaken = (message: string) => ({
  statusCode: 409,
  error: 'Conflict',
  code: 'EMAIL_TAKEN',
  message,
});

/**
 * Players and sessions: register, log in, log out, read and patch one's own fields
 * (`savePlayerFields`). See docs/api/players.md.
 */
const auth: FastifyPluginCallbackTypebox<AuthOptions> = (fastify, { config }, done) => {
  // Log-in and registration attempts one client may make per minute (AUTH_RATE_LIMIT_PER_MINUTE).
  const AUTH_RATE_LIMIT = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };
  fastify.post(
    '/api/v1/auth/register',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        body: RegisterRequestSchema,
        response: { 201: PlayerSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const refusal = registrationRefusal(
        fastify.restrictedCountry(request, fields.country),
        playerText(languageFromAcceptLanguage(request.headers['accept-language'])),
      );
      if (refusal !== null) return reply.code(refusal.statusCode).send(refusal);
      if (isPasswordTooWeak(password, fields)) throw accountRefusal(request, 'PASSWORD_TOO_WEAK');
      // protection: an exclusion on any brand of the operator refuses the account (decision 066).
      const excludedElsewhere = await registrationRefusedByRegister(fastify, request, fields.email);
      if (excludedElsewhere !== null) return reply.code(403).send(excludedElsewhere);
      try {
        const player = await fastify.players.create({
          ...fields,
          passwordHash: await hashPassword(password),
        });
        await recordAttribution(fastify.database.db, player.id, attributionFromCookies(request.cookies));
        await fastify.logIn(reply, player.id);
        // account recovery (decision 053): the verification mail, sent after the answer.
        fastify.mailEmailVerification(player, languageFromAcceptLanguage(request.headers['accept-language']));
        return await reply.code(201).send(player);
      } catch (error) {
        if (error instanceof EmailTakenError) return reply.code(409).send(emailTaken(error.message));
        throw error;
      }
    },
  );

  fastify.post(
    '/api/v1/auth/login',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        body: LoginRequestSchema,
        // 403: an exclusion in force (decision 060), or the origin check's cross-site refusal.
        response: {
          200: PlayerSchema,
          401: ApiErrorSchema,
          403: Type.Union([PlayerExcludedErrorSchema, ApiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const credentials = await fastify.players.credentials(request.body.email);
      // Verify against a decoy when the account is missing, so timing does not reveal accounts.
      const matches = await verifyPassword(
        request.body.password,
        credentials?.passwordHash ?? (await timingDecoy()),
      );
      const player = matches && credentials ? await fastify.players.findById(credentials.id) : undefined;
      if (player === undefined) {
        return reply.code(401).send({
          statusCode: 401,
          error: 'Unauthorized',
          code: 'INVALID_CREDENTIALS',
          message: 'Wrong e-mail or password.',
        });
      }
      await fastify.logIn(reply, player.id);
      // player protection (decision 060): log-in to play is refused while a cool-off or
      // self-exclusion is in force, saying until when; the session opened serves the account,
      // the balance and cashouts only (the deposit claim refuses every deposit).
      const excluded = await exclusionRefusal(
        fastify.database.db,
        request,
        player.id,
        fastify.exclusionRegister,
      );
      if (excluded !== null) return reply.code(403).send(excluded);
      return reply.send(player);
    },
  );

  fastify.post(
    '/api/v1/auth/logout',
    { schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token !== undefined) await endSession(fastify, token);
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204).send(null);
    },
  );

  fastify.get('/api/v1/player', { schema: { response: { 200: PlayerSchema } } }, async (request, reply) => {
    const player = await fastify.players.findById(await fastify.requirePlayerId(request));
    if (player === undefined) throw new Error('Session refers to a missing player');
    return reply.header('cache-control', 'no-store').send(player);
  });

  fastify.patch(
    '/api/v1/player',
    {
      // Fields that fail their rules are answered by the handler, as the spec's savePlayerFields error.
      attachValidation: true,
      schema: {
        body: PlayerFieldsSchema,
        response: { 200: PlayerSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      if (request.validationError !== undefined) {
        request.log.info({ validation: request.validationError.message }, 'player fields refused');
        // Fastify types these two loosely; they are Ajv's errors and the part of the request checked.
        const refused: { validation: FastifySchemaValidationError[]; validationContext: string } =
          request.validationError;
        const fields =
          refused.validationContext === 'body' ? schemaFieldProblems(refused.validation, language) : [];
        return reply.code(400).send(patchPlayerFieldsError(playerText(language), fields));
      }
      const playerId = await fastify.requirePlayerId(request);
      const tooYoung = birthDateProblem(request.body.birthDate, new Date());
      if (tooYoung !== null) {
        const fields = [{ name: 'birthDate', message: fieldProblemText(language, tooYoung) }];
        return reply.code(400).send(patchPlayerFieldsError(playerText(language), fields));
      }
      const current = await fastify.players.findById(playerId);
      if (current === undefined) throw new Error('Session refers to a missing player');
      const { country } = request.body;
      const refusal = countryChangeRefusal(
        current,
        country,
        fastify.restrictedCountry(request, country),
        playerText(language),
      );
      if (refusal !== null) return reply.code(refusal.statusCode).send(refusal);
      await refuseUnconfirmedEmailChange(fastify, request, playerId, request.body.email);
      try {
        const player = await fastify.players.patch(playerId, request.body);
        if (player === undefined) throw new Error('Session refers to a missing player');
        // Open cashiers refresh the player's fields (and the methods their country allows).
        await fastify.liveUpdates.publish({ type: 'player_updated', playerId });
        return await reply.send(player);
      } catch (error) {
        if (error instanceof EmailTakenError) return reply.code(409).send(emailTaken(error.message));
        throw error;
      }
    },
  );
  done();
};

export default auth;
