import type { FastifyRequest } from 'fastify';
import { createAnalytics } from '@playfront/analytics';
import type { RequestConsent } from '../../consent/request-consent.ts';

export interface ServerEventInput {
  readonly projectId: string;
  /** The site's configured public origin: events go to origin + path + `?no-cookie=true`. */
  readonly origin: string;
  readonly license: string;
  readonly country: string | null;
}

/**
 * Sends one event with the SDK in 'ssr' mode, carrying the visitor's attribution and
 * temp_player_id from their cookies. Only for a visitor who granted analytics: otherwise the
 * SDK drops it (a request has no later for a pending event; decision 054). Resolves when the
 * send is over; never rejects.
 */
export async function trackServerEvent(
  request: FastifyRequest,
  input: ServerEventInput,
  event: string,
  playerId: string | null,
  consent: Pick<RequestConsent, 'analytics' | 'attribution'>,
): Promise<void> {
  const analytics = createAnalytics({
    projectId: input.projectId,
    mode: 'ssr',
    origin: input.origin,
    consent: consent.analytics === 'granted' ? 'granted' : 'denied',
  });
  const { cookies } = request;
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
  analytics.identity(playerId ?? 'anonymous', {
    license: input.license,
    ...optional('ipCountry', input.country ?? undefined),
    ...optional('userAgent', request.headers['user-agent']),
    ...optional('tempPlayerId', cookies.pf_temp_player_id),
    ...(consent.attribution ? optional('stag', cookies.affiliate_id) : {}),
    ...(consent.attribution ? optional('interlayerId', cookies.interlayer_id) : {}),
  });
  analytics.track(event);
  await analytics.flush();
  analytics.destroy();
}
