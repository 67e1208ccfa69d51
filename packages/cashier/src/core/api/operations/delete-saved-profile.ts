import { PAYMENTS_API_PREFIX, type DeleteSavedProfileParams } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { sendRequest, type HttpContext } from '../http.ts';

/** `DELETE /api/v1/payments/profiles/:profileId` (deleteSavedProfile): answers 204 with no body. */
export function deleteSavedProfile(
  context: HttpContext,
  params: DeleteSavedProfileParams,
  signal?: AbortSignal,
): Promise<ApiResult<undefined>> {
  return sendRequest<undefined>(context, {
    method: 'DELETE',
    path: `${PAYMENTS_API_PREFIX}/profiles/${encodeURIComponent(params.profileId)}`,
    ...(signal ? { signal } : {}),
  });
}
