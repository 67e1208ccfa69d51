interface DemoPageInput {
  /** CSP nonce for this response's inline scripts. */
  readonly nonce: string;
  /** Body of the inline site-loaded script. */
  readonly siteLoaded: string;
}

const escapeAttribute = (value: string): string => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo page: the site-loaded script inline in the head, the SDK from its browser build,
 * buttons to identify and track, and the latest stored events polled from the server.
 */
export function renderDemoPage({ nonce, siteLoaded }: DemoPageInput): string {
  const n = escapeAttribute(nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Playfront analytics demo</title>
<script nonce="${n}">${siteLoaded}</script>
<link rel="stylesheet" href="/demo/assets/demo.css">
</head>
<body>
<main>
  <h1>Playfront analytics demo</h1>
  <p>This page sends a <code>site_loaded</code> event at load and runs the analytics SDK.
  Events are sent every 30 seconds, or at once when you press <em>Flush</em> or hide the page.</p>
  <section aria-labelledby="identity-heading">
    <h2 id="identity-heading">Identity</h2>
    <p>State: <output id="state">none</output></p>
    <form id="identity-form">
      <label for="user-id">Player id</label>
      <input id="user-id" name="userId" autocomplete="off" value="player-1">
      <button type="submit">Identify</button>
      <button type="button" id="anonymous">Anonymous</button>
      <button type="button" id="reset">Reset</button>
    </form>
  </section>
  <section aria-labelledby="track-heading">
    <h2 id="track-heading">Track</h2>
    <form id="track-form">
      <label for="event-name">Event name</label>
      <input id="event-name" name="event" autocomplete="off" value="button_click">
      <button type="submit">Track</button>
      <button type="button" id="flush">Flush</button>
    </form>
    <p id="message" role="status" aria-live="polite"></p>
  </section>
  <section aria-labelledby="events-heading">
    <h2 id="events-heading">Latest stored events</h2>
    <table>
      <caption>The 20 most recently received events</caption>
      <thead><tr><th scope="col">Event</th><th scope="col">User</th><th scope="col">Path</th><th scope="col">Browser</th><th scope="col">Stag</th><th scope="col">Received</th></tr></thead>
      <tbody id="events"></tbody>
    </table>
  </section>
</main>
<script nonce="${n}" src="/demo/assets/playfront-analytics.js"></script>
<script nonce="${n}" src="/demo/assets/demo.js"></script>
</body>
</html>`;
}
