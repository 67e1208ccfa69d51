import {
  AFFILIATES_PATH,
  PLAYER_LOOKUP_PATH,
  postbackDeliveriesPath,
  postbacksPath,
  STAFF_MEMBERS_PATH,
  STAFF_TOTP_ENROLMENT_PATH,
  staffMemberPath,
  type AffiliateList,
  type CreateStaffRequest,
  type PlayerLookup,
  type Postback,
  type PostbackDeliveryPage,
  type PostbackEvent,
  type PostbackList,
  type PutPostbackRequest,
  type StaffAccount,
  type StaffAccountList,
  type StaffMember,
  type TotpConfirmRequest,
  type TotpEnrolment,
  type UpdateStaffRequest,
} from '@playfront/contracts';
import { call, json } from '../api/console-api.ts';

/** The console's calls for staff management, second-factor enrolment, postbacks and player lookup. */
export const staffAdminApi = {
  staff: () => call<StaffAccountList>(STAFF_MEMBERS_PATH),
  createStaff: (request: CreateStaffRequest) => call<StaffAccount>(STAFF_MEMBERS_PATH, json('POST', request)),
  updateStaff: (staffId: string, request: UpdateStaffRequest) =>
    call<StaffAccount>(staffMemberPath(encodeURIComponent(staffId)), json('PATCH', request)),
  startTotp: () => call<TotpEnrolment>(STAFF_TOTP_ENROLMENT_PATH, { method: 'POST' }),
  confirmTotp: (request: TotpConfirmRequest) =>
    call<StaffMember>(STAFF_TOTP_ENROLMENT_PATH, json('PUT', request)),
  affiliates: () => call<AffiliateList>(AFFILIATES_PATH),
  postbacks: (affiliateId: string) => call<PostbackList>(postbacksPath(encodeURIComponent(affiliateId))),
  putPostback: (affiliateId: string, event: PostbackEvent, request: PutPostbackRequest) =>
    call<Postback>(`${postbacksPath(encodeURIComponent(affiliateId))}/${event}`, json('PUT', request)),
  deliveries: (affiliateId: string, page: number) =>
    call<PostbackDeliveryPage>(`${postbackDeliveriesPath(encodeURIComponent(affiliateId))}?page=${page}`),
  lookUpPlayer: (email: string) =>
    call<PlayerLookup>(`${PLAYER_LOOKUP_PATH}?email=${encodeURIComponent(email)}`),
};
