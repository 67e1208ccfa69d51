/** Which way the page mounts the cashier: the custom element, or `mountCashier` on a node. */
export const EMBED_DEMO_HOSTS = ['element', 'mount'] as const;
export type EmbedDemoHost = (typeof EMBED_DEMO_HOSTS)[number];

interface EmbedDemoPageInput {
  /** CSP nonce for this response's inline module script. */
  readonly nonce: string;
  readonly host: EmbedDemoHost;
  /** Where the script-tag build is served from. */
  readonly scriptUrl: string;
}

const escapeAttribute = (value: string): string => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain HTML page with no React of its own: it loads the cashier's script-tag build and mounts
 * the cashier (as `<playfront-cashier>` or through `mountCashier`), then lists every event the
 * cashier sends, by its DOM event name, in `window.playfrontEvents` and on the page.
 */
export function renderEmbedDemoPage({ nonce, host, scriptUrl }: EmbedDemoPageInput): string {
  const n = escapeAttribute(nonce);
  const script = JSON.stringify(scriptUrl);
  const mount =
    host === 'element'
      ? `const cashier = document.querySelector('playfront-cashier');
for (const name of CASHIER_DOM_EVENTS) cashier.addEventListener(name, (event) => record(name, event.detail));`
      : `mountCashier(document.getElementById('cashier'), {
  action: 'deposit',
  currency: 'EUR',
  language: 'en',
  onEvent: (event) => record(cashierDomEventName(event.type), event.payload),
  onClose: (status) => record(cashierDomEventName('close'), { status }),
});`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Playfront cashier embed demo</title>
</head>
<body>
<main>
  <h1>Cashier embedded without React (${host === 'element' ? '&lt;playfront-cashier&gt;' : 'mountCashier'})</h1>
  ${
    host === 'element'
      ? '<playfront-cashier action="deposit" currency="EUR" language="en" closable></playfront-cashier>'
      : '<div id="cashier"></div>'
  }
  <h2 id="events-heading">Events</h2>
  <ol id="events" aria-labelledby="events-heading"></ol>
</main>
<script type="module" nonce="${n}">
import { CASHIER_DOM_EVENTS, cashierDomEventName, mountCashier } from ${script};
window.playfrontEvents = [];
const list = document.getElementById('events');
function record(name, detail) {
  window.playfrontEvents.push({ name, detail });
  const item = document.createElement('li');
  item.textContent = name + ' ' + JSON.stringify(detail);
  list.append(item);
}
${mount}
</script>
</body>
</html>
`;
}
