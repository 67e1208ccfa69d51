import { EventEmitter } from 'node:events';

/**
 * What the server pushes to a player's open cashier (SPEC 4's widget events come from these):
 * a transaction changed status, balances changed, the player's fields changed, or methods
 * became available (e.g. after KYC).
 */
export type LiveUpdate =
  | {
      readonly type: 'transaction_status';
      readonly playerId: string;
      readonly transactionId: string;
      readonly action: 'deposit' | 'cashout';
      readonly status: string;
      readonly amount: number;
      readonly currency: string;
    }
  | {
      readonly type: 'accounts_updated';
      readonly playerId: string;
      readonly balances: Record<string, number>;
    }
  | { readonly type: 'player_updated'; readonly playerId: string }
  | { readonly type: 'methods_available'; readonly playerId: string }
  | SessionsEnded;

/**
 * Sessions of the player ended (log-out, log-out everywhere, password change): their open
 * sockets close. Without `session`, every session but `except` ended. Never sent to a client.
 */
export interface SessionsEnded {
  readonly type: 'sessions_ended';
  readonly playerId: string;
  /** The one session that ended (its id, `sessionIdOf`). */
  readonly session?: string;
  /** The one session that lives on when all the others ended. */
  readonly except?: string;
}

/** Whether the session with id `sessionId` is one of those `update` ended. */
export const endsSession = (update: SessionsEnded, sessionId: string): boolean =>
  (update.session === undefined || update.session === sessionId) && update.except !== sessionId;

export type LiveUpdateListener = (update: LiveUpdate) => void;

/**
 * Fan-out of live updates to the connections of one player. Publish after the database
 * commit that the update describes. One server keeps it in memory; several on PostgreSQL share
 * it through LISTEN/NOTIFY.
 */
export interface LiveUpdates {
  publish(update: LiveUpdate): Promise<void>;
  /** Listens to one player's updates; returns the function that stops listening. */
  subscribe(playerId: string, listener: LiveUpdateListener): () => void;
  close(): Promise<void>;
}

/** The single-instance fan-out: an event emitter keyed by player id. */
export function createInMemoryLiveUpdates(): LiveUpdates {
  const emitter = new EventEmitter();
  // Each open cashier tab is one listener; a player may have many tabs.
  emitter.setMaxListeners(0);
  return {
    publish: (update) => {
      emitter.emit(update.playerId, update);
      return Promise.resolve();
    },
    subscribe: (playerId, listener) => {
      emitter.on(playerId, listener);
      return () => emitter.off(playerId, listener);
    },
    close: () => {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
