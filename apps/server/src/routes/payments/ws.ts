import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAYMENTS_WEBSOCKET_PATH, SESSION_ENDED_CLOSE_CODE, type LiveMessage } from '@playfront/contracts';
import { endsSession, type LiveUpdate, type SessionsEnded } from '../../payments/live/live-updates.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../players/sessions.ts';

export interface PaymentsWsOptions {
  /** Origins besides the server's own whose pages may open the websocket (config.allowedOrigins). */
  readonly allowedOrigins: readonly string[];
  /** How often the server pings each socket and re-checks its session; 30 s by default. */
  readonly pingIntervalMs?: number;
}

export { SESSION_ENDED_CLOSE_CODE };
/** A socket with this much unsent data is too slow to follow and is dropped. */
const MAX_BUFFERED_BYTES = 1_048_576;

/** The message for the player: the update without the player id the socket already stands for. */
function toMessage(update: Exclude<LiveUpdate, SessionsEnded>): LiveMessage {
  const { playerId: _playerId, ...message } = update;
  return message as LiveMessage;
}

/**
 * `GET /api/v1/payments/ws`: the live-updates websocket of the open cashier. Before the
 * upgrade, the page's Origin must be the server's own or an allowed one (a cookie-authenticated
 * websocket is otherwise open to cross-site websocket hijacking: browsers send cookies with a
 * cross-site handshake and the same-origin policy does not apply) and the session cookie must
 * be valid; either failure answers an HTTP error and no socket is opened. Then the server sends
 * `{"type":"hello"}` and every live update of the player as JSON, pings every 30 s (dropping a
 * socket that did not answer the last ping) and closes with 4401 once the session has ended: at
 * once when it is logged out (on any server, through the live-updates fan-out), at the next check
 * when it expires or goes idle.
 */
const paymentsWs: FastifyPluginAsync<PaymentsWsOptions> = async (fastify, options) => {
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  // Encapsulated here: only this plugin's routes become websocket routes. Clients send nothing
  // the server reads, so incoming frames are kept tiny.
  await fastify.register(websocket, { options: { maxPayload: 4096 } });

  const playerIds = new WeakMap<FastifyRequest, string>();

  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    if (origin === undefined || (origin !== own && !options.allowedOrigins.includes(origin))) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        code: 'CROSS_SITE_REQUEST',
        message: `Refused a websocket from ${origin === undefined ? 'a page without an origin' : `origin ${origin}`}.`,
      });
    }
    playerIds.set(request, await fastify.requirePlayerId(request));
    return undefined;
  });

  fastify.get(PAYMENTS_WEBSOCKET_PATH, { websocket: true }, (socket, request) => {
    const playerId = playerIds.get(request);
    const token = request.cookies[SESSION_COOKIE];
    if (playerId === undefined || token === undefined) {
      socket.close(1011, 'no session');
      return;
    }

    const send = (message: LiveMessage) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        request.log.warn('payments websocket: client too slow, dropping it');
        socket.terminate();
        return;
      }
      socket.send(JSON.stringify(message));
    };

    const sessionId = sessionIdOf(token);
    // Subscribed before the hello, so nothing published after the hello can be missed. A
    // log-out (on any server) closes the socket at once; the keep-alive check below catches
    // sessions that merely expired.
    const unsubscribe = fastify.liveUpdates.subscribe(playerId, (update) => {
      if (update.type !== 'sessions_ended') send(toMessage(update));
      else if (endsSession(update, sessionId)) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    });
    send({ type: 'hello' });

    let answered = true;
    socket.on('pong', () => {
      answered = true;
    });
    const keepalive = setInterval(() => {
      if (!answered) {
        socket.terminate();
        return;
      }
      answered = false;
      socket.ping();
      // Not a request of the player's: it must not keep an idle session alive.
      fastify.sessions
        .playerId(token, { touch: false })
        .then((current) => {
          if (current !== playerId) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'payments websocket: session check failed');
        });
    }, pingIntervalMs);
    keepalive.unref();

    socket.on('close', () => {
      clearInterval(keepalive);
      unsubscribe();
    });
  });
};

export default paymentsWs;
