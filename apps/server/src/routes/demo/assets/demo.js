// Demo page behaviour: drives the SDK from the page's controls and shows stored events.
(() => {
  const { createAnalytics, readNavigationTiming } = window.PlayfrontAnalytics;
  const analytics = createAnalytics({ projectId: 'playfront-demo', license: 'mga' });
  window.playfrontAnalytics = analytics;
  const byId = (id) => document.getElementById(id);
  const say = (text) => {
    byId('message').textContent = text;
  };
  const showState = () => {
    byId('state').textContent = analytics.state;
  };

  analytics.identity('anonymous');
  analytics.track('page_view', readNavigationTiming());
  showState();

  byId('identity-form').addEventListener('submit', (event) => {
    event.preventDefault();
    analytics.identity(byId('user-id').value.trim() || 'anonymous');
    showState();
  });
  byId('anonymous').addEventListener('click', () => {
    analytics.identity('anonymous');
    showState();
  });
  byId('reset').addEventListener('click', () => {
    analytics.reset();
    showState();
  });
  byId('track-form').addEventListener('submit', (event) => {
    event.preventDefault();
    try {
      analytics.track(byId('event-name').value.trim());
      say('Queued. It goes out with the next flush.');
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
    }
  });
  byId('flush').addEventListener('click', () => {
    void analytics.flush().then(() => {
      say('Flushed.');
      void refresh();
    });
  });

  const cell = (text) => {
    const td = document.createElement('td');
    td.textContent = text ?? '—';
    return td;
  };
  async function refresh() {
    const response = await fetch('/demo/events/recent', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const rows = await response.json();
    byId('events').replaceChildren(
      ...rows.map((e) => {
        const tr = document.createElement('tr');
        tr.append(
          cell(e.event),
          cell(e.user_id),
          cell(e.pathname),
          cell(e.browser),
          cell(e.stag),
          cell(new Date(e.received_at).toLocaleTimeString()),
        );
        return tr;
      }),
    );
  }
  void refresh();
  setInterval(() => void refresh(), 3000);
})();
