import type { PostbackDelivery } from '@playfront/contracts';

const time = (ms: number | null) =>
  ms === null ? '—' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** Postback deliveries as a table: what was called, when, and how the tracker answered. */
export function DeliveriesTable({ deliveries }: { deliveries: readonly PostbackDelivery[] }) {
  return (
    // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="deliveries-caption" tabIndex={0}>
      <table className="report">
        <caption id="deliveries-caption">Postback deliveries, newest first (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Event</th>
            <th scope="col">Stag</th>
            <th scope="col">Status</th>
            <th scope="col" className="number">
              Attempts
            </th>
            <th scope="col" className="number">
              Last HTTP status
            </th>
            <th scope="col">Delivered</th>
            <th scope="col">URL</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.length === 0 ? (
            <tr>
              <td colSpan={8}>No postback has been called yet.</td>
            </tr>
          ) : (
            deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <td>{time(delivery.createdAt)}</td>
                <td>{delivery.event}</td>
                <td>{delivery.stag}</td>
                <td>
                  {delivery.status}
                  {delivery.lastError === null ? null : <span className="sub">{delivery.lastError}</span>}
                </td>
                <td className="number">{delivery.attempts}</td>
                <td className="number">{delivery.lastStatusCode ?? '—'}</td>
                <td>{time(delivery.deliveredAt)}</td>
                <td className="wrap">{delivery.url}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
