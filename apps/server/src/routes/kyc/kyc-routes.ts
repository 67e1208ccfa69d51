import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENTS_PATH,
  KYC_MAX_FILE_BYTES,
  KYC_PATH,
  languageFromAcceptLanguage,
  type KycDocumentKind,
  type KycRefusalCode,
} from '@playfront/contracts';
import { KycVerificationSchema } from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { openDocumentStore } from '../../kyc/open-document-store.ts';
import { createCheck, settleDueChecks, verificationOf } from '../../kyc/kyc-checks.ts';
import { readDocuments } from '../../kyc/read-documents.ts';
import { sandboxDecision } from '../../kyc/sandbox-rule.ts';
import type { PlayerTextKey } from '../../payments/player-text/en.ts';
import { playerText } from '../../payments/player-text/player-text.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';

export interface KycRoutesOptions {
  readonly config: Pick<
    Config,
    'dataDir' | 'kycStorage' | 'paymentsSandbox' | 'kycSandboxDecisionMs' | 'kycRateLimitPerMinute'
  >;
  readonly now?: () => number;
}

const REFUSALS = {
  KYC_FILE_TOO_LARGE: { statusCode: 413, error: 'Payload Too Large', text: 'kyc.file_too_large' },
  KYC_FILE_TYPE_NOT_ALLOWED: {
    statusCode: 415,
    error: 'Unsupported Media Type',
    text: 'kyc.file_type_not_allowed',
  },
  KYC_DOCUMENTS_MISSING: { statusCode: 400, error: 'Bad Request', text: 'kyc.documents_missing' },
  KYC_NOT_EDITABLE: { statusCode: 409, error: 'Conflict', text: 'kyc.not_editable' },
} as const satisfies Record<KycRefusalCode, { statusCode: number; error: string; text: PlayerTextKey }>;

/** How often every due decision is applied, besides each check's own timer (a restart loses timers). */
const SWEEP_MS = 30_000;

/**
 * The player's identity check (docs/api/kyc.md): `GET /api/v1/player/kyc` reads the status and
 * the latest documents, `POST /api/v1/player/kyc/documents` sends the three documents as
 * multipart (JPEG, PNG or PDF by content, 5 MiB each) and starts a check. With the sandbox on,
 * the sandbox provider decides after KYC_SANDBOX_DECISION_MS by its rule (kyc/sandbox-rule.ts);
 * the player's open cashiers hear it on the live channel. Both routes are the player's own,
 * limited per player; the upload, a POST under /api, passes the origin check like every other.
 */
const kycRoutes: FastifyPluginAsyncTypebox<KycRoutesOptions> = async (
  fastify,
  { config, now = Date.now },
) => {
  await fastify.register(multipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: KYC_DOCUMENT_KINDS.length, fields: 0, fieldNameSize: 32 },
  });
  const store = openDocumentStore(config);
  const timers = new Set<NodeJS.Timeout>();

  const settle = async () => {
    for (const moved of await settleDueChecks(fastify.database.db, now())) {
      await fastify.liveUpdates.publish({ type: 'player_updated', playerId: moved.playerId });
      // A verified player may now use the methods and amounts KYC held back: the cashier re-reads them.
      if (moved.status === 'verified') {
        await fastify.liveUpdates.publish({ type: 'methods_available', playerId: moved.playerId });
      }
    }
  };
  const settleLogged = () => {
    settle().catch((error: unknown) => {
      fastify.log.error({ err: error }, 'applying KYC decisions failed');
    });
  };
  const sweep = setInterval(settleLogged, SWEEP_MS);
  sweep.unref();
  fastify.addHook('onClose', () => {
    clearInterval(sweep);
    for (const timer of timers) clearTimeout(timer);
  });

  const rateLimit = {
    max: config.kycRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      const playerId = token === undefined ? null : await fastify.sessions.playerId(token);
      return playerId === null ? `kyc-anonymous:${request.ip}` : `kyc-player:${playerId}`;
    },
    // Thrown by the plugin: the app's error handler answers it with this code (docs/api/kyc.md).
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  };

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    code: KycRefusalCode,
    field?: KycDocumentKind,
  ) => {
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    const refusal = REFUSALS[code];
    const max = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte' }).format(
      KYC_MAX_FILE_BYTES / 1024 / 1024,
    );
    const message = playerText(language)(refusal.text, { max });
    return reply.code(refusal.statusCode).send({
      statusCode: refusal.statusCode,
      error: refusal.error,
      code,
      message,
      ...(field === undefined ? {} : { fields: [{ name: field, message }] }),
    });
  };

  fastify.get(
    KYC_PATH,
    { config: { rateLimit }, schema: { response: { 200: KycVerificationSchema } } },
    async (request) => {
      const playerId = await fastify.requirePlayerId(request);
      // Reading applies what is due, so a status never lags behind a lost timer.
      await settle();
      return verificationOf(fastify.database.db, playerId);
    },
  );

  fastify.post(
    KYC_DOCUMENTS_PATH,
    {
      config: { rateLimit },
      // Three files and their multipart framing; the plugin refuses any one file over its limit.
      bodyLimit: KYC_DOCUMENT_KINDS.length * KYC_MAX_FILE_BYTES + 64 * 1024,
      schema: { response: { 201: KycVerificationSchema } },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const current = await fastify.players.findById(playerId);
      if (current === undefined) throw new Error('The session refers to a missing player');
      if (current.kycStatus === 'pending' || current.kycStatus === 'verified') {
        return refuse(request, reply, 'KYC_NOT_EDITABLE');
      }
      const read = await readDocuments(request);
      if (!read.ok) return refuse(request, reply, read.code, read.field);

      const at = now();
      const documents = read.documents.map((document) => ({ ...document, id: randomUUID() }));
      const saved = await Promise.allSettled(
        documents.map((document) => store.save(playerId, document.id, document)),
      );
      const failed = saved.find((result) => result.status === 'rejected');
      if (failed !== undefined) {
        // No check without all three documents, and no document without its check.
        await store.remove(
          playerId,
          documents.map((document) => document.id),
        );
        throw failed.reason;
      }
      const planned = config.paymentsSandbox
        ? {
            status: sandboxDecision(documents.map((document) => document.fileName)),
            at: at + config.kycSandboxDecisionMs,
          }
        : undefined;
      const created = await createCheck(fastify.database.db, {
        playerId,
        documents: documents.map(({ content, ...document }) => ({
          ...document,
          size: content.byteLength,
        })),
        planned,
        now: at,
      });
      if (!created) {
        await store.remove(
          playerId,
          documents.map((document) => document.id),
        );
        return refuse(request, reply, 'KYC_NOT_EDITABLE');
      }
      await fastify.liveUpdates.publish({ type: 'player_updated', playerId });
      if (planned !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          settleLogged();
        }, config.kycSandboxDecisionMs);
        timers.add(timer);
      }
      return reply.code(201).send(await verificationOf(fastify.database.db, playerId));
    },
  );
};

export default kycRoutes;
