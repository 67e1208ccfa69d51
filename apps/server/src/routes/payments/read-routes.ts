import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import {
  COUNTRY_RESTRICTED,
  currencyExponent,
  isCurrencyCode,
  PAYMENT_ACTIONS,
  PAYMENTS_API_PREFIX,
  PAYMENTS_WEBSOCKET_PATH,
  type CashierConfig,
  type CurrencyAmount,
  type CurrencyCode,
  type MethodsRestriction,
  type Player,
  languageFromAcceptLanguage,
} from '@playfront/contracts';
import {
  ApiErrorSchema,
  BalancesResponseSchema,
  CashierConfigSchema,
  DeleteSavedProfileParamsSchema,
  GetConversionMethodsQuerySchema,
  GetConversionMethodsResponseSchema,
  GetMethodFieldsParamsSchema,
  GetMethodFieldsQuerySchema,
  GetMethodFieldsResponseSchema,
  GetMethodsQuerySchema,
  GetMethodsResponseSchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from '@playfront/contracts/schemas';
import { catalogue as defaultCatalogue, type Catalogue } from '../../payments/catalogue/index.ts';
import { refusal } from '../../payments/errors.ts';
import { ledger } from '../../payments/ledger/ledger.ts';
import { createMethodLister } from '../../payments/methods/list-methods.ts';
import { createMethodsAnswerCache } from '../../payments/methods/methods-answer-cache.ts';
import { playerText } from '../../payments/player-text/player-text.ts';
import { savedProfiles } from '../../payments/profiles/saved-profiles-repository.ts';
import { isEmailVerified } from '../../account-recovery/email-verification.ts';
import { KYC_CASHOUT_THRESHOLDS } from '../../payments/transactions/kyc-threshold.ts';
import { transactionsPage } from '../../payments/transactions/transactions-query.ts';
import { etagOf, sendRevalidated } from './revalidated-json.ts';
import { depositLimitsOf } from '../../protection/deposit-allowance.ts';

export interface PaymentsReadRoutesOptions {
  /** The catalogue to serve; the server's own by default (tests may pass another). */
  readonly catalogue?: Catalogue;
  /** Provider page origins the cashier may open besides the API's own (`PAYMENT_ORIGINS`). */
  readonly paymentOrigins?: readonly string[];
}

/** The parts of a getMethods answer serialised on their own, with the response schema's own parts. */
const METHODS_LIST_SCHEMA = GetMethodsResponseSchema.properties.methods;
const SAVED_PROFILES_SCHEMA = GetMethodsResponseSchema.properties.savedProfiles;
/**
 * What a getMethods answer depends on besides the session's player: the session itself is the
 * cookie, and a restriction's message is in the Accept-Language's language.
 */
const METHODS_VARY = 'cookie, accept-language';

/**
 * The route's own serializer compiler (Fastify's, cached per route) for one schema, typed by it:
 * Fastify types these functions for objects only, and the lists here are arrays.
 */
function serializerFor<S extends TSchema>(reply: FastifyReply, schema: S): (value: Static<S>) => string {
  const compiled = reply.compileSerializationSchema(schema as unknown as Record<string, unknown>) as (
    value: unknown,
  ) => string;
  return (value) => compiled(value);
}

/** Error answers every route here may give besides its own: a bad query, no session. */
const COMMON_ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;

/** Balances as the wire lists them, in currency order, skipping codes the contracts do not know. */
function balanceList(balances: Readonly<Record<string, number>>): CurrencyAmount[] {
  return Object.entries(balances)
    .filter((entry): entry is [CurrencyCode, number] => isCurrencyCode(entry[0]))
    .map(([currency, amount]) => ({ currency, amount }));
}

function playerCurrency(player: Player): CurrencyCode {
  if (!isCurrencyCode(player.currency)) throw new Error(`Player has an unknown currency ${player.currency}`);
  return player.currency;
}

/**
 * The read side of the payments API (config, getMethods, getMethodFields,
 * getConversionMethods, deleteSavedProfile, balances, transaction history), under
 * `/api/v1/payments`. Every route needs a session, checked before anything else, and answers
 * `cache-control: no-store`. See docs/api/payments-read.md.
 */
const paymentsReadRoutes: FastifyPluginCallbackTypebox<PaymentsReadRoutesOptions> = (
  fastify,
  options,
  done,
) => {
  const catalogue = options.catalogue ?? defaultCatalogue;
  const lister = createMethodLister(catalogue);
  const methodsAnswers = createMethodsAnswerCache(lister);
  const db = fastify.database.db;
  const playerIds = new WeakMap<FastifyRequest, string>();

  // The session goes first: a visitor without one learns nothing, not even that a query is bad.
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    playerIds.set(request, await fastify.requirePlayerId(request));
  });

  const playerIdOf = (request: FastifyRequest): string => {
    const id = playerIds.get(request);
    if (id === undefined) throw new Error('Payments route reached without the session hook');
    return id;
  };

  const loadPlayer = async (playerId: string): Promise<Player> => {
    const player = await fastify.players.findById(playerId);
    if (player === undefined) throw new Error('Session refers to a missing player');
    return player;
  };

  fastify.get(
    `${PAYMENTS_API_PREFIX}/config`,
    { schema: { response: { 200: CashierConfigSchema, 401: ApiErrorSchema } } },
    async (request): Promise<CashierConfig> => {
      const playerId = playerIdOf(request);
      const [player, balances] = await Promise.all([loadPlayer(playerId), ledger.balances(db, playerId)]);
      const currency = playerCurrency(player);
      const held = balanceList(balances);
      const codes = [currency, ...held.map((b) => b.currency).filter((code) => code !== currency)];
      const config: CashierConfig = {
        catalogueVersion: catalogue.catalogueVersion,
        onRampMode: catalogue.onRampMode,
        player: {
          id: player.id,
          country: player.country,
          currency,
          kycStatus: player.kycStatus,
          // account recovery (decision 053): cashouts wait for a verified address
          emailVerified: await isEmailVerified(db, playerId),
        },
        currencies: codes.map((code) => ({ code, exponent: currencyExponent(code) })),
        balances: held,
        actions: [...PAYMENT_ACTIONS],
        websocketPath: PAYMENTS_WEBSOCKET_PATH,
        paymentOrigins: [...(options.paymentOrigins ?? [])],
      };
      // A verified player cashes out any amount; the others see where verification starts.
      if (player.kycStatus !== 'verified') {
        config.kycCashoutThresholds = codes.map((code) => ({
          currency: code,
          amount: KYC_CASHOUT_THRESHOLDS[code],
        }));
      }
      // deposit limits (decision 055): what the player's own limits still allow
      const { allowance } = await depositLimitsOf(db, playerId, currency, Date.now());
      if (allowance !== null) config.depositAllowance = allowance;
      return config;
    },
  );

  fastify.get(
    `${PAYMENTS_API_PREFIX}/methods`,
    {
      schema: {
        querystring: GetMethodsQuerySchema,
        response: { 200: GetMethodsResponseSchema, ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const playerId = playerIdOf(request);
      const [player, balances, profiles] = await Promise.all([
        loadPlayer(playerId),
        ledger.balances(db, playerId),
        savedProfiles.list(db, playerId),
      ]);
      const { action } = request.query;
      const currency = request.query.currency ?? playerCurrency(player);
      // A restricted country pays with nothing: no methods, no profiles, and why.
      if (fastify.restrictedCountry(request, player.country) !== null) {
        const text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
        const restriction: MethodsRestriction = {
          code: COUNTRY_RESTRICTED,
          message: text(`code.${COUNTRY_RESTRICTED}`),
        };
        const body = serializerFor(
          reply,
          GetMethodsResponseSchema,
        )({
          action,
          currency,
          methods: [],
          savedProfiles: [],
          restriction,
        });
        return sendRevalidated(request, reply, Buffer.from(body), etagOf([body]), METHODS_VARY);
      }
      // The list is the same for every player of the same standing: serialised and encoded once,
      // sent as bytes (so Fastify does not serialise it again), this player's profiles after it.
      const methods = methodsAnswers.methods(
        action,
        currency,
        { country: player.country, kycStatus: player.kycStatus, balances },
        serializerFor(reply, METHODS_LIST_SCHEMA),
      );
      const offered = profiles.filter((profile) => methods.availableIds.has(profile.methodId));
      // The response schema's property order, as its serializer writes it (a test holds the two equal).
      const head = `{"action":${JSON.stringify(action)},"currency":${JSON.stringify(currency)},"methods":`;
      const tail = `,"savedProfiles":${serializerFor(reply, SAVED_PROFILES_SCHEMA)(offered)}}`;
      const body = Buffer.concat([Buffer.from(head), methods.bytes, Buffer.from(tail)]);
      return sendRevalidated(request, reply, body, etagOf([head, methods.fingerprint, tail]), METHODS_VARY);
    },
  );

  fastify.get(
    `${PAYMENTS_API_PREFIX}/methods/:methodId/fields`,
    {
      schema: {
        params: GetMethodFieldsParamsSchema,
        querystring: GetMethodFieldsQuerySchema,
        response: { 200: GetMethodFieldsResponseSchema, ...COMMON_ERRORS, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { methodId } = request.params;
      const { action } = request.query;
      // On-ramp methods have forms too; they are looked up apart from the payment methods.
      const method = catalogue.method(methodId) ?? catalogue.conversionMethod(methodId);
      if (method === undefined) {
        return reply.code(404).send(refusal('METHOD_NOT_FOUND', `There is no payment method ${methodId}.`));
      }
      if (method.terms[action] === undefined) {
        return reply
          .code(404)
          .send(refusal('ACTION_NOT_SUPPORTED', `The method ${methodId} has no ${action} form.`));
      }
      return {
        methodId: method.id,
        action,
        fieldsVersion: method.fieldsVersion,
        fields: method.fields.filter(
          (field) => field.actions === undefined || field.actions.includes(action),
        ),
      };
    },
  );

  fastify.get(
    `${PAYMENTS_API_PREFIX}/conversion-methods`,
    {
      schema: {
        querystring: GetConversionMethodsQuerySchema,
        response: { 200: GetConversionMethodsResponseSchema, ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      const [player, balances] = await Promise.all([loadPlayer(playerId), ledger.balances(db, playerId)]);
      const currency = request.query.currency ?? playerCurrency(player);
      if (fastify.restrictedCountry(request, player.country) !== null) {
        return { mode: catalogue.onRampMode, currency, methods: [] };
      }
      return {
        mode: catalogue.onRampMode,
        currency,
        methods: lister.conversionMethods(currency, {
          country: player.country,
          kycStatus: player.kycStatus,
          balances,
        }),
      };
    },
  );

  fastify.delete(
    `${PAYMENTS_API_PREFIX}/profiles/:profileId`,
    {
      schema: {
        params: DeleteSavedProfileParamsSchema,
        response: { 204: Type.Null(), ...COMMON_ERRORS, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const deleted = await savedProfiles.delete(db, playerIdOf(request), request.params.profileId);
      // Another player's profile answers exactly like a missing one: ids reveal nothing.
      if (!deleted) {
        return reply.code(404).send(refusal('PROFILE_NOT_FOUND', 'There is no such saved profile.'));
      }
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    `${PAYMENTS_API_PREFIX}/balances`,
    { schema: { response: { 200: BalancesResponseSchema, 401: ApiErrorSchema } } },
    async (request) => ({ balances: balanceList(await ledger.balances(db, playerIdOf(request))) }),
  );

  fastify.get(
    `${PAYMENTS_API_PREFIX}/transactions`,
    {
      schema: {
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsResponseSchema, ...COMMON_ERRORS },
      },
    },
    async (request) =>
      transactionsPage(db, catalogue, {
        playerId: playerIdOf(request),
        ...request.query,
        text: playerText(languageFromAcceptLanguage(request.headers['accept-language'])),
      }),
  );

  done();
};

export default paymentsReadRoutes;
