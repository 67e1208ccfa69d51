import { useCallback, useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { POSTBACK_EVENTS } from '@playfront/contracts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { SearchStatus } from '../layout/search-status.tsx';
import { DeliveriesTable } from '../staff-admin/deliveries-table.tsx';
import { PostbackForm } from '../staff-admin/postback-form.tsx';
import { staffAdminApi } from '../staff-admin/staff-admin-api.ts';
import '../staff-admin/staff-admin.css';

/**
 * Postbacks per affiliate (admins, and affiliate managers for their own affiliates): each
 * event's URL template and the delivery log, paged on the server. The affiliate and the page
 * live in the URL.
 */
export function PostbacksPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const affiliateId = params.get('affiliate') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [version, setVersion] = useState(0);

  const affiliates = useSearchResult(
    '',
    useCallback(() => staffAdminApi.affiliates(), []),
  );
  // Each form keeps what its save answered, so a save reloads only the delivery log.
  const postbacks = useSearchResult(
    affiliateId,
    useCallback((id: string) => staffAdminApi.postbacks(id), []),
  );
  const deliveries = useSearchResult(
    affiliateId === '' ? '' : `${affiliateId}#${page}#${version}`,
    useCallback((key: string) => {
      const [id = '', n = '1'] = key.split('#');
      return staffAdminApi.deliveries(id, Number(n));
    }, []),
  );

  const choose = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = formText(new FormData(event.currentTarget), 'affiliate');
    void navigate(`/postbacks?affiliate=${encodeURIComponent(id)}`);
  };
  const pageLink = (n: number) => `/postbacks?affiliate=${encodeURIComponent(affiliateId)}&page=${n}`;

  return (
    <>
      <h1>Postbacks</h1>
      <SearchStatus result={affiliates} loading="Loading the affiliates…" />
      {affiliates?.ok === true ? (
        <form className="report-filters" onSubmit={choose} key={affiliateId}>
          <div className="field">
            <label htmlFor="postback-affiliate">Affiliate</label>
            <select id="postback-affiliate" name="affiliate" defaultValue={affiliateId} required>
              <option value="" disabled>
                Choose an affiliate
              </option>
              {affiliates.value.affiliates.map((affiliate) => (
                <option key={affiliate.id} value={affiliate.id}>
                  {affiliate.name} ({affiliate.stags.join(', ')})
                </option>
              ))}
            </select>
          </div>
          <button type="submit">Show postbacks</button>
        </form>
      ) : null}
      {affiliateId === '' ? null : (
        <>
          <SearchStatus result={postbacks} loading="Loading the postbacks…" />
          {postbacks?.ok === true ? (
            <div className="postback-forms">
              {POSTBACK_EVENTS.map((event) => (
                <PostbackForm
                  key={`${affiliateId}-${event}`}
                  affiliateId={affiliateId}
                  event={event}
                  postback={postbacks.value.postbacks.find((postback) => postback.event === event)}
                  onSaved={() => {
                    setVersion((v) => v + 1);
                  }}
                />
              ))}
            </div>
          ) : null}
          <h2>Delivery log</h2>
          <button
            type="button"
            onClick={() => {
              setVersion((v) => v + 1);
            }}
          >
            Refresh the log
          </button>
          <SearchStatus result={deliveries} loading="Loading the deliveries…" />
          {deliveries?.ok === true ? <DeliveriesTable page={deliveries.value} to={pageLink} /> : null}
        </>
      )}
    </>
  );
}
