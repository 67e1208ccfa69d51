/**
 * The inline site-loaded script, before scripts/generate.ts bundles and minifies it into
 * src/generated/site-loaded-body.gen.ts. It reuses the SDK's own modules, so the event, the
 * user agent parsing and the temp_player_id rule are the same in both.
 */
import { createPageContext } from '../browser/page-context.ts';
import { postEvents } from '../browser/fetch-transport.ts';
import { readCookie } from '../browser/cookies.ts';
import {
  AFFILIATE_COOKIE,
  EVENTS_PATH,
  INTERLAYER_COOKIE,
  INTERLAYER_QUERY_PARAM,
  OUTBOX_KEY_PREFIX,
  SITE_LOADED_EVENT,
  STAG_QUERY_PARAM,
} from '../core/constants.ts';
import { createEvent } from '../core/event-factory.ts';
import type { SiteLoadedConfig } from './config.ts';

declare const __PF_SITE_LOADED_CONFIG__: SiteLoadedConfig;

const config = __PF_SITE_LOADED_CONFIG__;
// An empty query value (`?stag=`) falls back to the cookie, like a missing one.
const query = new URLSearchParams(location.search);
const event = createEvent(SITE_LOADED_EVENT, {
  project_id: config.projectId,
  mode: 'spa',
  // The server renders this script only for a visitor who granted consent (decision 054).
  ...createPageContext()({}, 'granted'),
  stag: query.get(STAG_QUERY_PARAM) || readCookie(AFFILIATE_COOKIE),
  license: config.license ?? null,
  ip_country: config.ipCountry ?? null,
  interlayer_id: query.get(INTERLAYER_QUERY_PARAM) || readCookie(INTERLAYER_COOKIE),
  user_id: null,
});
// When the send fails (no network, or any answer but 2xx), the event is left in the outbox in
// storage, which the SDK adopts into its persisted queue (at start, before each send, on page
// hide; on this page or the next) and sends; a resend is harmless, since the collector drops a
// duplicate event_id.
const handOff = (): void => {
  const key = OUTBOX_KEY_PREFIX + config.projectId;
  try {
    localStorage.setItem(
      key,
      // String(null) is 'null', which parses to null: no mirror yet.
      JSON.stringify([...((JSON.parse(String(localStorage.getItem(key))) as unknown[] | null) ?? []), event]),
    );
  } catch {
    // Storage blocked or full, or a broken outbox (the SDK drops that one): nothing more to do.
  }
};
// keepalive lets the request finish even if the visitor leaves at once.
postEvents(config.endpoint ?? EVENTS_PATH, JSON.stringify([event]), true).then((response) => {
  if (!response.ok) handOff();
}, handOff);
