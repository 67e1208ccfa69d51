import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  CANCEL_CASHOUT_PATH,
  CRYPTO_QUOTE_PATH,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  isErrorCode,
  SUBMIT_MAX_BODY_BYTES,
  SUBMIT_PATH,
  languageFromAcceptLanguage,
} from '@playfront/contracts';
import {
  CancelCashoutParamsSchema,
  CancelCashoutResponseSchema,
  CryptoQuoteRequestSchema,
  CryptoQuoteResponseSchema,
  PaymentsApiErrorSchema,
  SubmitRequestSchema,
  SubmitResponseSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { catalogue as defaultCatalogue, type Catalogue } from '../../payments/catalogue/index.ts';
import { playerText, type PlayerText } from '../../payments/player-text/player-text.ts';
import { applyProviderEvent } from '../../payments/callbacks/apply-provider-event.ts';
import callbackRoute from '../../payments/callbacks/callback-route.ts';
import { isPaymentsApiErrorCode, PAYMENTS_API_ERRORS } from '../../payments/errors.ts';
import paymentProviders, { providerRegistry } from '../../payments/providers/plugin.ts';
import type { ProviderEvent } from '../../payments/providers/provider.ts';
import type { ProviderRegistry } from '../../payments/providers/registry.ts';
import { startReconcileJob } from '../../payments/submit/reconcile-job.ts';
import { startExpiryJob } from '../../payments/transactions/expire-abandoned.ts';
import { submitPayment, type PaymentsDeps } from '../../payments/submit/submit-payment.ts';
import { cancelCashout } from '../../payments/transactions/cancel-cashout.ts';
import { quoteKey } from '../../payments/conversion/quote.ts';
import { quoteCrypto } from '../../payments/submit/quote-crypto.ts';
import { writeRateLimits } from './write-rate-limits.ts';

/**
 * The error's code, from the closed lists (payments/errors.ts, the contracts' payment codes) or
 * Fastify's own (`FST_ERR_…`: a body too large or of another type), as the app's other routes
 * answer them. A plain Error with a status (the rate limit's) has none, and the shape needs one.
 */
function codeOf(error: { readonly code?: unknown }, statusCode: number): string {
  const { code } = error;
  if (
    typeof code === 'string' &&
    (isPaymentsApiErrorCode(code) || isErrorCode(code) || code.startsWith('FST_'))
  )
    return code;
  return statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
}

export interface SubmitRoutesOptions {
  readonly config: Config;
  readonly catalogue?: Catalogue;
  /** Provider adapters; by default those of the config (payments/providers/plugin.ts). */
  readonly registry?: ProviderRegistry;
}

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/**
 * Log redaction for the payments routes: whatever a log line carries under these paths (a
 * request body, form fields, a card number or CVV) is written as `[redacted]`. Fastify never logs
 * bodies by itself; this holds if a future log line tries. The app's own header paths are kept.
 */
export const PAYMENTS_LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    'body',
    'req.body',
    'request.body',
    'fields',
    '*.fields',
    'card_number',
    '*.card_number',
    'cvv',
    '*.cvv',
  ],
  censor: '[redacted]',
};

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/**
 * The write side of the payments API: `POST /api/v1/payments/submit` (submit with an
 * Idempotency-Key), `POST /api/v1/payments/transactions/:id/cancel` (cancel a pending cashout, or a deposit
 * still waiting on the player at the provider),
 * `POST /api/v1/payments/callbacks/:providerId` (every provider's signed notifications), and,
 * when the sandbox is on, the sandbox providers' pages under `/sandbox/`.
 * Every error answer carries a `reference` the player can quote. See docs/api/payments-submit.md.
 */
const submitRoutes: FastifyPluginAsyncTypebox<SubmitRoutesOptions> = async (fastify, options) => {
  const catalogue = options.catalogue ?? defaultCatalogue;
  const deps: PaymentsDeps = {
    db: fastify.database.db,
    catalogue,
    registry: options.registry ?? providerRegistry(options.config, catalogue),
    live: fastify.liveUpdates,
    kycCashoutWindowDays: options.config.kycCashoutWindowDays,
    restrictedCountries: options.config.restrictedCountries,
    paymentOrigins: options.config.paymentOrigins,
    cashoutApproval: options.config.cashoutApproval,
    quoteKey: quoteKey(options.config.paymentsWebhookSecret),
    exclusionRegister: fastify.exclusionRegister, // protection: exclusion register (decision 066)
  };
  // Claims whose provider answer was never recorded (a crash between the two commits) settle by themselves.
  const stopReconciling = startReconcileJob(deps, options.config.paymentsReconcileAfterSeconds, fastify.log);
  // Deposits left at the provider's page (a closed popup, an abandoned 3-D Secure check) end as cancelled.
  const stopExpiring = startExpiryJob(deps, fastify.log);
  fastify.addHook('onClose', () => {
    stopReconciling();
    stopExpiring();
  });

  const redacting = fastify.log.child({}, { redact: PAYMENTS_LOG_REDACT });
  fastify.setChildLoggerFactory((_logger, bindings, childOptions) => redacting.child(bindings, childOptions));

  // The player's language, picked once per request from Accept-Language (English without one).
  const texts = new WeakMap<FastifyRequest, PlayerText>();
  const textOf = (request: FastifyRequest): PlayerText => {
    let text = texts.get(request);
    if (text === undefined) {
      text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
      texts.set(request, text);
    }
    return text;
  };

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    statusCode: number,
    code: string,
    message: string,
  ) => {
    const reference = request.id;
    request.log.info({ reference, code }, 'payments request refused');
    return reply
      .code(statusCode)
      .send({ statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', code, message, reference });
  };

  // The app's error shape, plus the reference; 5xx detail stays in the log.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      const reference = request.id;
      request.log.error({ err: error, reference }, 'payments request failed');
      return reply.code(statusCode).send({
        statusCode,
        error: 'Internal Server Error',
        code: 'INTERNAL_ERROR',
        message: textOf(request)('server.error', { reference }),
        reference,
      });
    }
    const code = error.validation !== undefined ? 'VALIDATION_ERROR' : codeOf(error, statusCode);
    return refuse(request, reply, statusCode, code, error.message);
  });

  // Refusals made before the handler (the app's origin check, rate limits) get a reference too.
  fastify.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object' || 'reference' in payload) {
      return payload;
    }
    return { ...payload, reference: request.id };
  });

  const errors = { '4xx': PaymentsApiErrorSchema, '5xx': PaymentsApiErrorSchema };

  // Writes per player, and per client IP across players (write-rate-limits.ts).
  const writeLimits = writeRateLimits(fastify, options.config);
  const writeRateLimit = writeLimits.perPlayer;

  fastify.post(
    SUBMIT_PATH,
    {
      onRequest: writeLimits.perIp,
      config: { rateLimit: writeRateLimit },
      bodyLimit: SUBMIT_MAX_BODY_BYTES,
      schema: { body: SubmitRequestSchema, response: { 200: SubmitResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        return refuse(
          request,
          reply,
          PAYMENTS_API_ERRORS.IDEMPOTENCY_KEY_REQUIRED,
          'IDEMPOTENCY_KEY_REQUIRED',
          'Send an Idempotency-Key header of 8 to 64 letters, digits, "-" or "_", new for each payment.',
        );
      }
      const answer = await submitPayment(deps, {
        playerId,
        idempotencyKey: key,
        body: request.body,
        origin: `${request.protocol}://${request.host}`,
        requestReference: request.id,
        log: request.log,
        text: textOf(request),
        requestCountry: fastify.requestCountry(request),
      });
      if (answer.statusCode === 200 && !answer.body.ok) {
        const { code, reference } = answer.body.error;
        request.log.info({ code, reference, transactionId: answer.body.transactionId }, 'payment refused');
      }
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    },
  );

  fastify.post(
    CANCEL_CASHOUT_PATH,
    {
      onRequest: writeLimits.perIp,
      config: { rateLimit: writeRateLimit },
      schema: {
        params: CancelCashoutParamsSchema,
        response: { 200: CancelCashoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const answer = await cancelCashout(deps, playerId, request.params.id, request.id, textOf(request));
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    },
  );

  // Quotes write nothing and are asked for as the player types: no write budget is spent on them.
  fastify.post(
    CRYPTO_QUOTE_PATH,
    { schema: { body: CryptoQuoteRequestSchema, response: { 200: CryptoQuoteResponseSchema, ...errors } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const answer = quoteCrypto(deps, {
        playerId,
        body: request.body,
        reference: request.id,
        text: textOf(request),
      });
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  await fastify.register(callbackRoute, { deps, webhookSecret: options.config.paymentsWebhookSecret });
  await fastify.register(paymentProviders, {
    config: options.config,
    db: deps.db,
    apply: (transactionId: string, event: ProviderEvent) => applyProviderEvent(deps, transactionId, event),
  });
};

export default submitRoutes;
