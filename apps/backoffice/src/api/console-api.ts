import {
  AFFILIATE_REPORT_PATH,
  AFFILIATES_PATH,
  type Affiliate,
  type AffiliateList,
  type CreateAffiliateRequest,
  AUDIT_PATH,
  FUNNEL_PATH,
  type AuditPage,
  type FunnelReport,
  STAFF_SESSION_PATH,
  type AffiliateReport,
  type ApiError,
  type StaffLoginRequest,
  type StaffMember,
  CASHOUT_DECISIONS_PATH,
  CASHOUT_QUEUE_PATH,
  PROVIDER_RATES_PATH,
  TRANSACTION_SEARCH_PATH,
  playerKycPath,
  playerNotesPath,
  playerViewPath,
  type CashoutDecisionRequest,
  type CashoutDecisionResponse,
  type CashoutQueuePage,
  type KycChangeRequest,
  type PlayerNoteRequest,
  type PlayerView,
  type ProviderRates,
  type TransactionSearchPage,
  // traffic dashboard
  TRAFFIC_PATH,
  TRAFFIC_REALTIME_PATH,
  type TrafficRealtime,
  type TrafficReport,
  AFFILIATE_SESSION_PATH,
  postbackDeliveriesPath,
  type AffiliateUser,
  type PostbackDeliveryPage,
  affiliateUsersPath,
  type CreateAffiliateUserRequest,
  type CreatedAffiliateUser,
} from '@playfront/contracts';

/** An API answer: the body on success, the error body (with its status) otherwise. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; error: ApiError };

const NETWORK_ERROR: ApiError = {
  statusCode: 0,
  error: 'Network Error',
  message: 'The server could not be reached. Check the connection and try again.',
};

export async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  if (response.status === 204) return { ok: true, value: undefined as T };
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: body as T };
  const error =
    body !== null && typeof body === 'object' && 'message' in body ? (body as ApiError) : NETWORK_ERROR;
  return { ok: false, status: response.status, error };
}

export const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const consoleApi = {
  logIn: (request: StaffLoginRequest) => call<StaffMember>(STAFF_SESSION_PATH, json('POST', request)),
  me: () => call<StaffMember>(STAFF_SESSION_PATH),
  logOut: () => call<undefined>(STAFF_SESSION_PATH, { method: 'DELETE' }),
  affiliateReport: (search: string) => call<AffiliateReport>(`${AFFILIATE_REPORT_PATH}?${search}`),
  affiliates: () => call<AffiliateList>(AFFILIATES_PATH),
  createAffiliate: (request: CreateAffiliateRequest) =>
    call<Affiliate>(AFFILIATES_PATH, json('POST', request)),
  funnel: (search: string) => call<FunnelReport>(`${FUNNEL_PATH}?${search}`),
  auditPage: (search: string) => call<AuditPage>(`${AUDIT_PATH}?${search}`),
  /** Where the same report downloads as CSV. */
  affiliateReportCsvUrl: (search: string) => `${AFFILIATE_REPORT_PATH}?${search}&format=csv`,
  // payments back office
  cashoutQueue: (search: string) => call<CashoutQueuePage>(`${CASHOUT_QUEUE_PATH}?${search}`),
  decideCashouts: (request: CashoutDecisionRequest) =>
    call<CashoutDecisionResponse>(CASHOUT_DECISIONS_PATH, json('POST', request)),
  transactions: (search: string) => call<TransactionSearchPage>(`${TRANSACTION_SEARCH_PATH}?${search}`),
  /** Where the same search downloads as CSV (every match, not one page). */
  transactionsCsvUrl: (search: string) => `${TRANSACTION_SEARCH_PATH}?${search}&format=csv`,
  providerRates: (search: string) => call<ProviderRates>(`${PROVIDER_RATES_PATH}?${search}`),
  player: (playerId: string) => call<PlayerView>(playerViewPath(playerId)),
  changeKyc: (playerId: string, request: KycChangeRequest) =>
    call<undefined>(playerKycPath(playerId), json('PUT', request)),
  addNote: (playerId: string, request: PlayerNoteRequest) =>
    call<undefined>(playerNotesPath(playerId), json('POST', request)),
  // traffic dashboard
  traffic: (search: string) => call<TrafficReport>(`${TRAFFIC_PATH}?${search}`),
  trafficRealtime: (search: string) => call<TrafficRealtime>(`${TRAFFIC_REALTIME_PATH}?${search}`),
  // the affiliate view (decision 048): its own log-in; the report above serves it too
  affiliateLogIn: (request: StaffLoginRequest) =>
    call<AffiliateUser>(AFFILIATE_SESSION_PATH, json('POST', request)),
  affiliateMe: () => call<AffiliateUser>(AFFILIATE_SESSION_PATH),
  affiliateLogOut: () => call<undefined>(AFFILIATE_SESSION_PATH, { method: 'DELETE' }),
  postbackDeliveries: (affiliateId: string, search: string) =>
    call<PostbackDeliveryPage>(`${postbackDeliveriesPath(affiliateId)}?${search}`),
  createAffiliateUser: (affiliateId: string, request: CreateAffiliateUserRequest) =>
    call<CreatedAffiliateUser>(affiliateUsersPath(affiliateId), json('POST', request)),
};
