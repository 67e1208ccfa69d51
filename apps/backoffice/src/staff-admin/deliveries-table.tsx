import type { PostbackDeliveryPage } from '@playfront/contracts';
import { Pager } from '../payments/pager.tsx';
import { utcTime } from '../payments/payment-labels.ts';
import { EVENT_LABELS } from './postback-form.tsx';

const STATUS_LABELS = { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' } as const;

/** The delivery log, newest first, paged on the server. */
export function DeliveriesTable({ page, to }: { page: PostbackDeliveryPage; to: (n: number) => string }) {
  return (
    <>
      <div className="table-scroll">
        <table className="report">
          <caption>Postback deliveries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Created (UTC)</th>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col" className="number">
                Attempts
              </th>
              <th scope="col">Response</th>
              <th scope="col">Next retry (UTC)</th>
              <th scope="col">URL called</th>
            </tr>
          </thead>
          <tbody>
            {page.deliveries.length === 0 ? (
              <tr>
                <td colSpan={7}>No deliveries yet.</td>
              </tr>
            ) : (
              page.deliveries.map((delivery) => (
                <tr key={delivery.id} data-status={delivery.status}>
                  <td>{utcTime(delivery.createdAt)}</td>
                  <td>{EVENT_LABELS[delivery.event]}</td>
                  <td>{STATUS_LABELS[delivery.status]}</td>
                  <td className="number">{delivery.attempts}</td>
                  <td className="wrap-cell">
                    {delivery.lastStatusCode === null ? '' : `HTTP ${delivery.lastStatusCode}`}
                    {delivery.lastError === null ? null : (
                      <span className="sub error">{delivery.lastError}</span>
                    )}
                  </td>
                  <td>
                    {delivery.status === 'pending' && delivery.nextAttemptAt !== null
                      ? utcTime(delivery.nextAttemptAt)
                      : ''}
                  </td>
                  <td className="wrap-cell mono postback-url">{delivery.url}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager label="Delivery pages" page={page.page} pageSize={page.pageSize} total={page.total} to={to} />
    </>
  );
}
