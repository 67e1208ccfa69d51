/**
 * The layout every sandbox provider's pages share: plain HTML forms with no script at all, so they work under the
 * site's Content-Security-Policy (`script-src 'self'`, no inline code) and without JavaScript.
 * Every value shown is escaped.
 */

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The pages' stylesheet, served at `/sandbox/sandbox.css` (inline styles would break the CSP). */
export const SANDBOX_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:.25rem;background:#fde68a;font-size:.8rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57606a}dd{margin:0}
form{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #8c959f;background:#fff;cursor:pointer}
button[value=approve]{background:#1f883d;border-color:#1f883d;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body>
<main>
<p><span class="badge">Sandbox</span> No real money moves here.</p>
${body}
</main>
</body>
</html>`;
}

interface DecisionButton {
  readonly value: string;
  readonly label: string;
}

export function decisionForm(action: string, buttons: readonly DecisionButton[], token?: string): string {
  const items = buttons
    .map(
      (button) =>
        `<button type="submit" name="decision" value="${escapeHtml(button.value)}">${escapeHtml(button.label)}</button>`,
    )
    .join('\n');
  const hidden =
    token === undefined ? '' : `<input type="hidden" name="token" value="${escapeHtml(token)}">\n`;
  return `<form method="post" action="${escapeHtml(action)}">\n${hidden}${items}\n</form>`;
}

export function details(rows: readonly (readonly [string, string])[]): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** What happened, with a link on when there is somewhere to go. */
export function renderResultPage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const next =
    link === undefined ? '' : `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${next}`);
}
