import type { FastifyRequest } from 'fastify';
import { createAnalytics } from '@playfront/analytics';

export interface ServerEventInput {
  readonly projectId: string;
  /** The site's configured public origin: events go to origin + path + `?no-cookie=true`. */
  readonly origin: string;
  readonly license: string;
  readonly country: string | null;
}

/**
 * Sends one event with the SDK in 'ssr' mode, carrying the visitor's attribution and
 * temp_player_id from their cookies. Resolves when the send is over; never rejects.
 */
export async function trackServerEvent(
  request: FastifyRequest,
  input: ServerEventInput,
  event: string,
  playerId: string | null,
): Promise<void> {
  const analytics = createAnalytics({ projectId: input.projectId, mode: 'ssr', origin: input.origin });
  const { cookies } = request;
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
  analytics.identity(playerId ?? 'anonymous', {
    license: input.license,
    ...optional('ipCountry', input.country ?? undefined),
    ...optional('userAgent', request.headers['user-agent']),
    ...optional('tempPlayerId', cookies.pf_temp_player_id),
    ...optional('stag', cookies.affiliate_id),
    ...optional('interlayerId', cookies.interlayer_id),
  });
  analytics.track(event);
  await analytics.flush();
  analytics.destroy();
}
