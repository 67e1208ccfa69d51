import type { Kysely } from 'kysely';
import {
  AFFILIATE_COOKIE,
  CLICK_ID_COOKIE,
  INTERLAYER_COOKIE,
  TEMP_PLAYER_ID_KEY,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

/** What the site's cookies may hold (attribution-cookies.ts and the SDK write no other shapes). */
const ATTRIBUTION_VALUE = /^[\w.~-]{1,100}$/;
const VISITOR_ID = /^[\w-]{1,64}$/;

const valid = (value: string | undefined, shape: RegExp): string | null =>
  value !== undefined && shape.test(value) ? value : null;

/** A player's first-touch attribution, read from the request's cookies. */
export interface Attribution {
  readonly stag: string | null;
  readonly interlayerId: string | null;
  readonly tempPlayerId: string | null;
  /** The affiliate's click id from the landing URL, for its postbacks. */
  readonly clickId: string | null;
}

/** The attribution cookies the site set on this browser: `affiliate_id`, `interlayer_id`, the visitor id. */
export function attributionFromCookies(cookies: Readonly<Record<string, string | undefined>>): Attribution {
  return {
    stag: valid(cookies[AFFILIATE_COOKIE], ATTRIBUTION_VALUE),
    interlayerId: valid(cookies[INTERLAYER_COOKIE], ATTRIBUTION_VALUE),
    tempPlayerId: valid(cookies[TEMP_PLAYER_ID_KEY], VISITOR_ID),
    clickId: valid(cookies[CLICK_ID_COOKIE], ATTRIBUTION_VALUE),
  };
}

/**
 * Keeps the player's attribution from registration on, so visits, registrations and deposits join
 * per affiliate. Written once: the first touch is the one that counts.
 */
export async function recordAttribution(
  db: Kysely<Database>,
  playerId: string,
  attribution: Attribution,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('player_attribution')
    .values({
      player_id: playerId,
      stag: attribution.stag,
      interlayer_id: attribution.interlayerId,
      temp_player_id: attribution.tempPlayerId,
      click_id: attribution.clickId,
      created_at: now,
    })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
}
