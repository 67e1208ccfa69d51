import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CONSOLE_ACCESS,
  CASHOUT_DECISIONS_PATH,
  CASHOUT_QUEUE_PATH,
  PLAYER_KYC_PATH,
  PLAYER_NOTES_PATH,
  PLAYER_VIEW_PATH,
  PROVIDER_RATES_PATH,
  TRANSACTION_SEARCH_PATH,
} from '@playfront/contracts';
import {
  ApiErrorSchema,
  CashoutDecisionRequestSchema,
  CashoutDecisionResponseSchema,
  CashoutQueuePageSchema,
  CashoutQueueQuerySchema,
  KycChangeRequestSchema,
  PlayerIdParamsSchema,
  PlayerNoteRequestSchema,
  PlayerViewSchema,
  ProviderRatesQuerySchema,
  ProviderRatesSchema,
  TransactionSearchPageSchema,
  TransactionSearchQuerySchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { cashoutQueuePage } from '../../console/payments/cashout-queue.ts';
import { decideCashouts } from '../../console/payments/cashout-decisions.ts';
import {
  addPlayerNote,
  changeKycStatus,
  playerView,
  seesPersonalData,
} from '../../console/payments/player-view.ts';
import { providerRates } from '../../console/payments/provider-rates.ts';
import { searchTransactions, transactionsCsv } from '../../console/payments/transaction-search.ts';

const notFound = {
  statusCode: 404,
  error: 'Not Found',
  code: 'PLAYER_NOT_FOUND',
  message: 'No player has this id.',
};

/**
 * The payments back office under /api/v1/backoffice (docs/console/payments.md): the cashout
 * approval queue and its decisions, transaction search (JSON or CSV), provider rates, and the
 * player view with KYC status changes and notes. Staff only, each route checks its roles;
 * writes pass the origin check as every state-changing /api route does, and are audited.
 */
const paymentsBackoffice: FastifyPluginCallbackTypebox<{ config: Pick<Config, 'cashoutApproval'> }> = (
  fastify,
  { config },
  done,
) => {
  const db = fastify.database.db;
  const noStore = 'no-store';

  fastify.get(
    CASHOUT_QUEUE_PATH,
    { schema: { querystring: CashoutQueueQuerySchema, response: { 200: CashoutQueuePageSchema } } },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.payments_desk);
      const page = await cashoutQueuePage(db, request.query.page ?? 1);
      return reply.header('cache-control', noStore).send(page);
    },
  );

  fastify.post(
    CASHOUT_DECISIONS_PATH,
    { schema: { body: CashoutDecisionRequestSchema, response: { 200: CashoutDecisionResponseSchema } } },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.cashout_decisions);
      const results = await decideCashouts(
        { db, live: fastify.liveUpdates, config: config.cashoutApproval },
        member,
        request.body,
        request.id,
      );
      return reply.header('cache-control', noStore).send({ results });
    },
  );

  fastify.get(
    TRANSACTION_SEARCH_PATH,
    {
      schema: {
        querystring: TransactionSearchQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: TransactionSearchPageSchema },
              'text/csv': { schema: Type.String() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.payments_desk);
      void reply.header('cache-control', noStore);
      if (request.query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(await transactionsCsv(db, request.query));
      }
      return reply.send(await searchTransactions(db, request.query));
    },
  );

  fastify.get(
    PROVIDER_RATES_PATH,
    { schema: { querystring: ProviderRatesQuerySchema, response: { 200: ProviderRatesSchema } } },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.payments_desk);
      return reply.header('cache-control', noStore).send(await providerRates(db, request.query));
    },
  );

  fastify.get(
    PLAYER_VIEW_PATH,
    { schema: { params: PlayerIdParamsSchema, response: { 200: PlayerViewSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.player_view);
      const view = await playerView(db, request.params.playerId, !seesPersonalData(member));
      if (view === undefined) return reply.code(404).send(notFound);
      return reply.header('cache-control', noStore).send(view);
    },
  );

  fastify.put(
    PLAYER_KYC_PATH,
    {
      schema: {
        params: PlayerIdParamsSchema,
        body: KycChangeRequestSchema,
        response: { 204: Type.Null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.kyc_changes);
      const { playerId } = request.params;
      const changed = await changeKycStatus(db, {
        playerId,
        status: request.body.status,
        reason: request.body.reason,
        staffId: member.id,
        requestId: request.id,
      });
      if (!changed) return reply.code(404).send(notFound);
      // The player's open cashier reads its config again (methods that need KYC, cashout limits).
      await fastify.liveUpdates.publish({ type: 'player_updated', playerId });
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    PLAYER_NOTES_PATH,
    {
      schema: {
        params: PlayerIdParamsSchema,
        body: PlayerNoteRequestSchema,
        response: { 204: Type.Null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.payments_desk);
      const added = await addPlayerNote(db, {
        playerId: request.params.playerId,
        body: request.body.body,
        staffId: member.id,
        requestId: request.id,
      });
      if (!added) return reply.code(404).send(notFound);
      return reply.code(204).send(null);
    },
  );
  done();
};

export default paymentsBackoffice;
