// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Analytics } from '@playfront/analytics';
import { AnalyticsProvider } from '@playfront/analytics/react';
import { AnalyticsTracker } from './analytics-tracker.tsx';

afterEach(cleanup);

type Call = [string, ...unknown[]];

function fakeAnalytics(calls: Call[]): Analytics {
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  return {
    identity: record('identity'),
    track: record('track'),
    reset: record('reset'),
    flush: () => Promise.resolve(),
    destroy: record('destroy'),
    state: 'none',
  } as unknown as Analytics;
}

function renderSite(calls: Call[], player: { id: string; excluded: boolean }) {
  const client = fakeAnalytics(calls);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        player,
        license: 'mga',
        country: 'DE',
        consent: { choice: null, gpc: false, attributionNeedsConsent: false },
      }),
      Component: () => (
        <AnalyticsProvider client={client}>
          <AnalyticsTracker />
          <Link to="/cashier">cashier</Link>
          <Outlet />
        </AnalyticsProvider>
      ),
      children: [
        { index: true, Component: () => <p>first</p> },
        { path: 'cashier', Component: () => <p>withdraw</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/** Issue 14: while a cool-off or self-exclusion is in force, the player's marketing events stop. */
describe('AnalyticsTracker and an excluded player', () => {
  it('should neither name the player nor send a page view while the exclusion is in force', async () => {
    const calls: Call[] = [];
    renderSite(calls, { id: 'player-9', excluded: true });
    await screen.findByText('first');
    await userEvent.click(screen.getByRole('link', { name: 'cashier' }));
    await screen.findByText('withdraw');
    await waitFor(() => {
      expect(calls).toContainEqual(['identity', 'anonymous', { license: 'mga', ipCountry: 'DE' }]);
    });
    expect(calls.filter(([name]) => name === 'track')).toEqual([]);
    expect(JSON.stringify(calls)).not.toContain('player-9');
  });

  it('should track the same player as before once no exclusion is in force', async () => {
    const calls: Call[] = [];
    renderSite(calls, { id: 'player-9', excluded: false });
    await waitFor(() => {
      expect(calls.filter(([name]) => name === 'track')).toHaveLength(1);
    });
    expect(calls[0]).toEqual(['identity', 'player-9', { license: 'mga', ipCountry: 'DE' }]);
  });
});
