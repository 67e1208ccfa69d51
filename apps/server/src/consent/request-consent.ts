import type { FastifyRequest } from 'fastify';
import {
  analyticsConsent,
  attributionAllowed,
  CONSENT_COOKIE,
  GPC_HEADER,
  parseConsent,
  type AttributionLegalBasis,
  type ConsentChoice,
  type ConsentState,
} from '@playfront/contracts';

/** What one request's visitor agreed to, read from the consent cookie and the GPC header. */
export interface RequestConsent {
  /** The stored choice; null when the visitor has not answered (or under an older policy). */
  readonly choice: ConsentChoice | null;
  /** The browser sends the Global Privacy Control signal (`Sec-GPC: 1`). */
  readonly gpc: boolean;
  /** The analytics SDK's state for this visitor. */
  readonly analytics: ConsentState;
  /** Whether the affiliate attribution cookies may be set, under the operator's legal basis. */
  readonly attribution: boolean;
}

export function requestConsent(request: FastifyRequest, basis: AttributionLegalBasis): RequestConsent {
  const choice = parseConsent(request.cookies[CONSENT_COOKIE]);
  const gpc = request.headers[GPC_HEADER] === '1';
  return {
    choice,
    gpc,
    analytics: analyticsConsent(choice, gpc),
    attribution: attributionAllowed(basis, choice),
  };
}
