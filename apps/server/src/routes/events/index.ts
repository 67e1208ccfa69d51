import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_VERSION,
  EVENTS_PATH,
  MAX_BODY_BYTES,
  NO_COOKIE_QUERY,
  parseUserAgent,
  type CollectorResponse,
  type RejectedEvent,
} from '@playfront/contracts';
import type { Config } from '../../config.ts';
import { BodyError } from '../../events/body-error.ts';
import { botJudge } from '../../events/bot-flag.ts';
import { mostItemsIn } from '../../events/check-body.ts';
import { checkEvents, type PageRequest } from '../../events/check-events.ts';
import { requestConsent } from '../../consent/request-consent.ts';
import { EventsBudget } from '../../events/events-budget.ts';
import type { EventsSink, WriteResult } from '../../events/events-sink.ts';
import { EventsBusyError } from '../../events/events-storage-error.ts';
import { openEventsWriter } from '../../events/events-writer.ts';
import { KyselyEventsSink } from '../../events/kysely-events-sink.ts';
import { SqliteEventsIntake, type BodyRead } from '../../events/sqlite-events-intake.ts';
import { SqliteEventsWriter } from '../../events/sqlite-events-writer.ts';
import type { BatchSummary } from '../../events/body-summary.ts';
import { ClickHouseIntakeWriter } from '../../events/clickhouse/clickhouse-intake-writer.ts';
import { isSameOrigin } from '../../plugins/app/origin-check.ts';
import { VISITOR_COOKIE, visitorCookieOptions, visitorIdToEcho } from '../../events/visitor-cookie.ts';
import { eventsErrorHandler } from './error-handler.ts';
import { jsonBodyParser } from './json-body-parser.ts';
import { rawBodyParser } from './raw-body-parser.ts';
import { takeBody } from './take-body.ts';
import { bodySchema, headersSchema, querystringSchema, responseSchemas } from './schemas.ts';

export interface EventsRouteOptions {
  readonly config: Config;
  /** Where events go; by default the database through Kysely. Closed with the server. */
  readonly sink?: EventsSink;
}

interface EventsRoute {
  Body: Record<string, unknown> | Record<string, unknown>[];
  Querystring: { [NO_COOKIE_QUERY]?: boolean };
}

interface RawEventsRoute {
  /** The body's text, unparsed: the events writer's worker reads it. */
  Body: string;
  Querystring: { [NO_COOKIE_QUERY]?: boolean };
}

/** The 400 of a request whose every event was rejected: the error body with the counts. */
const allRejected = (rejected: RejectedEvent[]) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'EVENTS_REJECTED',
  message: rejected.length === 1 ? 'The event was rejected' : `All ${rejected.length} events were rejected`,
  accepted: 0,
  duplicates: 0,
  rejected,
});

/**
 * The events collector: `POST /api-fe-events/v1/events`; every answer is listed in
 * `src/events/README.md`. It takes events from any origin (it is outside the `/api` origin check);
 * only the visitor cookie is kept to same-origin requests. An encapsulated plugin: its body parsers and error handler apply to
 * this route only.
 *
 * On SQLite with the events' own writer (the default) and on ClickHouse, `SqliteEventsIntake`
 * reads the body's text and holds its rows, and a worker stores them (decisions 067, 069, 106,
 * 109); with any other sink the route parses and checks through Fastify. All give the same
 * answers.
 */
const events: FastifyPluginCallback<EventsRouteOptions> = (fastify, options, done) => {
  const { config } = options;
  // Events get a writer of their own (a worker's SQLite connection, or a PostgreSQL pool), and a
  // bounded queue: past EVENTS_MAX_PENDING waiting events the collector sheds with 503.
  // On ClickHouse (decision 069) a worker runs the disk queue and its delivery; on SQLite the
  // events writer's worker commits.
  const intakeWriter =
    options.sink !== undefined
      ? undefined
      : config.eventsClickhouse !== undefined
        ? new ClickHouseIntakeWriter(config.eventsClickhouse, {
            maxPendingEvents: config.eventsMaxPending,
            onDeliveryError: (message) => {
              fastify.log.warn(
                { err: message },
                'ClickHouse did not take events: they wait in the disk queue',
              );
            },
          })
        : fastify.database.dialect === 'sqlite'
          ? new SqliteEventsWriter(fastify.database.connection)
          : undefined;
  const intake =
    intakeWriter === undefined
      ? undefined
      : new SqliteEventsIntake({ writer: intakeWriter, maxPendingEvents: config.eventsMaxPending });
  const sink =
    intake !== undefined
      ? undefined
      : (options.sink ??
        new KyselyEventsSink({
          ...fastify.database,
          writer: openEventsWriter(fastify.database),
          maxPendingEvents: config.eventsMaxPending,
        }));
  const budget = new EventsBudget(config.eventsRateLimitEventsPerMinute, fastify.sharedStore);
  // Runs before the database plugin's own onClose (children close first): pending events are
  // committed while the database is still open.
  fastify.addHook('onClose', () => (intake ?? sink)?.close());

  // JSON only, whatever else the app accepts elsewhere; any other type is a 415.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    intake === undefined ? jsonBodyParser(fastify) : rawBodyParser,
  );
  fastify.setErrorHandler(eventsErrorHandler);

  const cookieOptions = visitorCookieOptions(config.cookieSecure);
  const isBot = botJudge(config.analyticsBotFilter);

  /**
   * The request's User-Agent is the page's own, unless a server relays its events
   * (?no-cookie=true): it names the browser (the SDK leaves the table to us) and tells bots.
   */
  const pageOf = (request: FastifyRequest<{ Querystring: RawEventsRoute['Querystring'] }>) => {
    const userAgent = request.query[NO_COOKIE_QUERY] === true ? undefined : request.headers['user-agent'];
    // The device likewise: the client hint is `?1` on phones; where absent, the User-Agent tells.
    const mobileHint = request.headers['sec-ch-ua-mobile'] === '?1' ? true : undefined;
    const page: PageRequest | undefined =
      userAgent === undefined
        ? undefined
        : { ...parseUserAgent(userAgent, mobileHint), bot: isBot(userAgent) };
    return page;
  };

  /** Server-side sends (?no-cookie=true) speak for a visitor who is not on the line; another
   * site's page must not choose our visitor's id (events from it are still stored). */
  const echoVisitor = (
    request: FastifyRequest<{ Querystring: RawEventsRoute['Querystring'] }>,
    reply: FastifyReply,
    visitorId: string | undefined,
  ) => {
    if (
      request.query[NO_COOKIE_QUERY] !== true &&
      isSameOrigin(request, config.publicOrigin) &&
      // Never for a visitor who refused (their choice, or GPC without one): whatever the events
      // carry, the server sets no identifier (decision 054).
      requestConsent(request, config.attributionLegalBasis).analytics !== 'denied' &&
      visitorId !== undefined
    ) {
      reply.setCookie(VISITOR_COOKIE, visitorId, cookieOptions);
    }
  };

  const routeConfig = {
    // Fails open when the shared store is away: the events budget falls back to this
    // instance's memory and still caps each client (decision 056).
    rateLimit: { max: config.eventsRateLimitPerMinute, timeWindow: 60_000, skipOnError: true },
  };
  // Refusals that need no body come before it is read and parsed: a flood costs little.
  const onRequest = async (request: FastifyRequest) => {
    await budget.checkNotSpent(request.ip);
    if ((intake ?? sink)?.busy === true)
      throw new EventsBusyError('Too many events are waiting to be stored');
  };

  if (intake !== undefined) {
    /** The 200 of a stored body, its visitor's cookie set where that is allowed. */
    const stored = (
      request: FastifyRequest<RawEventsRoute>,
      reply: FastifyReply,
      summary: BatchSummary,
      { accepted, duplicates }: WriteResult,
    ): CollectorResponse => {
      request.log.debug({ accepted, duplicates, rejected: summary.rejected.length }, 'events collected');
      echoVisitor(request, reply, summary.visitorId ?? undefined);
      return { accepted, duplicates, rejected: summary.rejected };
    };

    /**
     * One step (decision 095): the budget reserved for the most the body can hold, the intake
     * reads it and hands its rows to the worker for the next commit at once, and the check gives
     * the unused part back. Undefined when the reservation (or as many events under the pending
     * bound) does not fit: the body is then counted exactly, in two steps.
     */
    const readAndStore = async (
      request: FastifyRequest<RawEventsRoute>,
      reply: FastifyReply,
      text: string,
      receivedAt: number,
      page: PageRequest | undefined,
    ): Promise<CollectorResponse | FastifyReply | undefined> => {
      const most = mostItemsIn(text);
      const reservation = await budget.reserve(request.ip, most);
      if (reservation === undefined) return undefined;
      const started = intake.checkAndWrite(text, receivedAt, page, most);
      if (started === undefined) {
        await reservation.settle(0);
        return undefined;
      }
      let body: BodyRead;
      try {
        body = await started.checked;
      } catch (error) {
        await reservation.settle(0);
        throw error;
      }
      await reservation.settle('refused' in body ? 0 : body.items);
      if ('refused' in body) throw new BodyError(body.refused.code, body.refused.message);
      if (body.valid === 0 && body.rejected.length > 0) {
        return await reply.code(400).send(allRejected(body.rejected));
      }
      return stored(request, reply, body, await started.written);
    };

    fastify.post<RawEventsRoute>(
      EVENTS_PATH,
      {
        // The body's shape and X-Api-Version are checked in the handler, in the order the
        // schema's validation would (body, then headers); the headers schema is kept for the record.
        schema: { querystring: querystringSchema, response: responseSchemas },
        config: routeConfig,
        onRequest,
      },
      async (request, reply) => {
        const text = takeBody(request);
        const receivedAt = Date.now();
        const page = pageOf(request);
        const version = request.headers['x-api-version'];
        const versionRefused = version !== undefined && version !== API_VERSION;
        // A wrong version is refused after the body's own refusals: that order needs two steps.
        if (!versionRefused) {
          const answered = await readAndStore(request, reply, text, receivedAt, page);
          if (answered !== undefined) return answered;
        }
        const checked = await intake.check(text, receivedAt, page);
        if ('refused' in checked) throw new BodyError(checked.refused.code, checked.refused.message);
        let handedOver = false;
        try {
          if (versionRefused) {
            throw new BodyError('VALIDATION_ERROR', `X-Api-Version must be ${API_VERSION} when it is sent`);
          }
          await budget.take(request.ip, checked.items);
          if (checked.valid === 0 && checked.rejected.length > 0) {
            return await reply.code(400).send(allRejected(checked.rejected));
          }
          handedOver = true;
          return stored(request, reply, checked, await intake.write(checked));
        } finally {
          if (!handedOver) intake.drop(checked);
        }
      },
    );
    done();
    return;
  }

  const store = sink as EventsSink;
  fastify.post<EventsRoute>(
    EVENTS_PATH,
    {
      schema: {
        body: bodySchema,
        querystring: querystringSchema,
        headers: headersSchema,
        response: responseSchemas,
      },
      config: routeConfig,
      onRequest,
    },
    async (request, reply) => {
      const body = takeBody(request);
      const items = Array.isArray(body) ? body : [body];
      await budget.take(request.ip, items.length);
      const { events: valid, rejected } = checkEvents(items, Date.now(), pageOf(request));

      if (valid.length === 0 && rejected.length > 0) return reply.code(400).send(allRejected(rejected));

      const { accepted, duplicates } = await store.write(valid);
      request.log.debug({ accepted, duplicates, rejected: rejected.length }, 'events collected');
      echoVisitor(request, reply, visitorIdToEcho(valid));
      const response: CollectorResponse = { accepted, duplicates, rejected };
      return response;
    },
  );
  done();
};

export default events;
