import { useCallback } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import type { AffiliateUser } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { DeliveriesTable } from '../affiliate-view/deliveries-table.tsx';
import { SearchStatus } from '../layout/search-status.tsx';
import { Pager } from '../payments/pager.tsx';

/** The affiliate's own postback deliveries, newest first, read only; the page lives in the URL. */
export function AffiliateDeliveriesPage() {
  const user = useOutletContext<AffiliateUser>();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = new URLSearchParams({ page: String(page) }).toString();
  const load = useCallback(
    (query: string) => consoleApi.postbackDeliveries(user.affiliateId, query),
    [user.affiliateId],
  );
  const current = useSearchResult(search, load);

  return (
    <>
      <h1>Postback deliveries</h1>
      <p>Every call of {user.affiliateName}'s postbacks, with its last answer.</p>
      <SearchStatus result={current} loading={'Loading the deliveries…'} />
      {current?.ok === true ? (
        <>
          <DeliveriesTable deliveries={current.value.deliveries} />
          <Pager
            label="Delivery pages"
            page={current.value.page}
            pageSize={current.value.pageSize}
            total={current.value.total}
            to={(n) => `/affiliate/postbacks?page=${n}`}
          />
        </>
      ) : null}
    </>
  );
}
