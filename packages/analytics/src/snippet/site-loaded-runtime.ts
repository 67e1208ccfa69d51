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
  ...createPageContext()({}),
  stag: query.get(STAG_QUERY_PARAM) || readCookie(AFFILIATE_COOKIE),
  license: config.license ?? null,
  ip_country: config.ipCountry ?? null,
  interlayer_id: query.get(INTERLAYER_QUERY_PARAM) || readCookie(INTERLAYER_COOKIE),
  user_id: null,
});
// keepalive lets the request finish even if the visitor leaves at once.
postEvents(config.endpoint ?? EVENTS_PATH, [event], true).catch(() => undefined);
