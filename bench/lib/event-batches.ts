import { uuidV7 } from '@playfront/server/testing';

/** Visitors the batches come from, in turn (as many as the players named in `user_id`). */
const VISITORS = 5000;

/**
 * One batch as a JSON text: distinct UUID v7 event_ids, the rest as the browser SDK sends it.
 * Each batch is one visitor's (a page sends its own events), the visitors taken in turn: with one
 * visitor for every batch, the console's rollups (decision 059) read that visitor's whole
 * history around each new event, which no real traffic asks of them.
 */
export function batchBody(size: number, sequence: number): string {
  const now = Date.now();
  const visitor = `b3c1f0de-6c0f-4a57-9d5e-${String(sequence % VISITORS).padStart(12, '0')}`;
  const parts: string[] = [];
  for (let i = 0; i < size; i += 1) {
    parts.push(
      `{"event_id":"${uuidV7()}","event":"page_view","project_id":"bench","mode":"spa","lib_version":"0.0.33",` +
        `"core_version":"0.0.33","timestamp":${now},"hostname":"play.example.com",` +
        `"pathname":"/games/slots/${(sequence * size + i) % 997}","stag":"aff_1234","device":"web",` +
        `"browser":"Chrome","temp_player_id":"${visitor}","license":"mga",` +
        `"ip_country":"DE","interlayer_id":null,"connection_type":"4g","user_id":"player-${sequence % 5000}",` +
        `"loading_time":812.5,"time_to_fetch_start":3.2,"time_to_first_byte":120.7}`,
    );
  }
  return `[${parts.join(',')}]`;
}
