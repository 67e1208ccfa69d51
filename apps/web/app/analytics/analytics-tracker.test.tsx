// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form, Link, Outlet, createRoutesStub, redirect } from 'react-router';
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
    flush: () => {
      calls.push(['flush']);
      return Promise.resolve();
    },
    destroy: record('destroy'),
    state: 'none',
  } as unknown as Analytics;
}

function renderSite(calls: Call[], player: { id: string } | null) {
  const client = fakeAnalytics(calls);
  const session = { player };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        player: session.player,
        license: 'mga',
        country: 'DE',
        consent: { choice: null, gpc: false, attributionNeedsConsent: false },
      }),
      Component: () => (
        <AnalyticsProvider client={client}>
          <AnalyticsTracker />
          <Link to="/next">next</Link>
          <Form method="post" action="/logout">
            <button type="submit">log out</button>
          </Form>
          <Outlet />
        </AnalyticsProvider>
      ),
      children: [
        { index: true, Component: () => <p>first</p> },
        { path: 'next', Component: () => <p>second</p> },
        {
          path: 'logout',
          action: () => {
            session.player = null;
            return redirect('/');
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('AnalyticsTracker', () => {
  it('should identify a visitor as anonymous and track a page view per route change', async () => {
    const calls: Call[] = [];
    renderSite(calls, null);
    await screen.findByText('first');
    await waitFor(() => {
      expect(calls.filter(([name]) => name === 'track')).toHaveLength(1);
    });
    expect(calls[0]).toEqual(['identity', 'anonymous', { license: 'mga', ipCountry: 'DE' }]);
    expect(calls[1]?.[0]).toBe('track');
    expect(calls[1]?.[1]).toBe('page_view');

    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    await screen.findByText('second');
    await waitFor(() => {
      expect(calls.filter(([name]) => name === 'track')).toHaveLength(2);
    });
    // Later views carry no timing metrics.
    expect(calls.at(-1)).toEqual(['track', 'page_view']);
  });

  it('should identify a logged-in player by their id', async () => {
    const calls: Call[] = [];
    renderSite(calls, { id: 'player-7' });
    await waitFor(() => {
      expect(calls[0]).toEqual(['identity', 'player-7', { license: 'mga', ipCountry: 'DE' }]);
    });
    expect(calls.some(([name]) => name === 'reset')).toBe(false);
  });

  it('should send the queued events of the player before forgetting them on log out', async () => {
    const calls: Call[] = [];
    renderSite(calls, { id: 'player-7' });
    await userEvent.click(await screen.findByRole('link', { name: 'next' }));
    await screen.findByText('second');
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await screen.findByText('first');
    await waitFor(() => {
      expect(calls.at(-1)).toEqual(['track', 'page_view']);
    });
    const names = calls.map(([name, id]) => (name === 'identity' ? `identity ${String(id)}` : name));
    // The flush goes out while the events still belong to the player; then the visitor is anonymous.
    expect(names.slice(names.indexOf('flush'))).toEqual(['flush', 'reset', 'identity anonymous', 'track']);
  });
});
