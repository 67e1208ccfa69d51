import { useEffect, useState } from 'react';
import { REALTIME_REFRESH_MS, type TrafficRealtime } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { countFormat } from './traffic-labels.ts';

/**
 * Visitors and page views of the last 5 and 30 minutes under the page's filters, read again
 * every REALTIME_REFRESH_MS. Not a live region: a change every 30 seconds would talk over the page.
 */
export function RealtimeCard({ search }: { search: string }) {
  const [realtime, setRealtime] = useState<{ search: string; value: TrafficRealtime } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () => {
      void consoleApi.trafficRealtime(search).then((answer) => {
        if (!live) return;
        setFailed(!answer.ok);
        if (answer.ok) setRealtime({ search, value: answer.value });
      });
    };
    read();
    const timer = setInterval(read, REALTIME_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [search]);

  const current = realtime?.search === search ? realtime.value : null;
  return (
    <section className="realtime" aria-labelledby="realtime-title">
      <h2 id="realtime-title">Right now</h2>
      {current === null ? (
        <p className="hint">{failed ? 'Could not read the last minutes.' : 'Reading the last minutes…'}</p>
      ) : (
        <>
          <dl>
            {current.windows.map((window) => (
              <div key={window.minutes} data-minutes={window.minutes}>
                <dt>Last {window.minutes} minutes</dt>
                <dd>
                  <strong>{countFormat.format(window.visitors)}</strong>{' '}
                  {window.visitors === 1 ? 'visitor' : 'visitors'}, {countFormat.format(window.pageviews)}{' '}
                  page {window.pageviews === 1 ? 'view' : 'views'}
                </dd>
              </div>
            ))}
          </dl>
          <p className="hint">
            As of {current.at.slice(11, 19)} UTC{failed ? ' (the last refresh failed)' : ''}; refreshed every{' '}
            {REALTIME_REFRESH_MS / 1000} seconds.
          </p>
        </>
      )}
    </section>
  );
}
