/**
 * Postbacks: per affiliate, a URL the server calls when a player it sent registers or makes a
 * first deposit (FTD), with macros the affiliate's tracker reads. Never a player's personal data:
 * the macros below are the whole list.
 */
import { AFFILIATES_PATH } from './affiliates.ts';

/** When a postback fires. */
export const POSTBACK_EVENTS = ['registration', 'ftd'] as const;
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number];

/**
 * What a URL template may hold, as `{name}`: the player's stag, id, the first deposit's amount
 * (major units, `100.00`; empty on registration) and currency, the event, and the click id the
 * affiliate put in the landing URL (`?click_id=`). Values are URL-encoded.
 */
export const POSTBACK_MACROS = ['stag', 'player_id', 'amount', 'currency', 'event', 'click_id'] as const;
export type PostbackMacro = (typeof POSTBACK_MACROS)[number];

/** The landing URL's click id parameter, kept with the first-touch stag in this cookie. */
export const CLICK_ID_QUERY_PARAM = 'click_id';
export const CLICK_ID_COOKIE = 'click_id';

/** A delivery is tried this many times, with backoff, before it is given up as `failed`. */
export const POSTBACK_MAX_ATTEMPTS = 8;

export const POSTBACK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type PostbackDeliveryStatus = (typeof POSTBACK_DELIVERY_STATUSES)[number];

/** Deliveries per page of the log. */
export const POSTBACK_DELIVERIES_PAGE_SIZE = 50;

/** `GET` (list) and, with `/{event}`, `PUT` an affiliate's postbacks. */
export const postbacksPath = (affiliateId: string): string => `${AFFILIATES_PATH}/${affiliateId}/postbacks`;

/** `GET` the log of an affiliate's postback deliveries, newest first. */
export const postbackDeliveriesPath = (affiliateId: string): string =>
  `${postbacksPath(affiliateId)}/deliveries`;

const MACRO = /\{([^{}]*)\}/g;

/** The `{names}` in a template that are not macros (empty when the template is good). */
export const unknownPostbackMacros = (template: string): string[] =>
  [...template.matchAll(MACRO)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(POSTBACK_MACROS as readonly string[]).includes(name));

/** The template with each macro replaced by its URL-encoded value. */
export const expandPostbackTemplate = (
  template: string,
  values: Readonly<Record<PostbackMacro, string>>,
): string =>
  template.replace(MACRO, (whole, name: string) =>
    (POSTBACK_MACROS as readonly string[]).includes(name)
      ? encodeURIComponent(values[name as PostbackMacro])
      : whole,
  );

export type {
  Postback,
  PostbackDelivery,
  PostbackDeliveryPage,
  PostbackList,
  PutPostbackRequest,
} from './postbacks.schema.ts';
