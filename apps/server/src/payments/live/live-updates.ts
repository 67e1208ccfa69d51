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
  | { readonly type: 'methods_available'; readonly playerId: string };

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
