/**
 * The page the interactivity benchmark loads: `<Cashier>` on its home route against the real
 * server, with the moments that matter marked (also as user-timing marks, for traces).
 *
 * - `listRendered`, the list's "usable": the frame after the methods on the first screen are
 *   rendered, that is when the method rows reach the bottom of the viewport (or every method is
 *   in the DOM, for a short list) and the first row is the element under its centre, so a click
 *   there picks it. The list renders the rows that fill the screen first and the others in a
 *   deferred render right after (`use-first-screen.ts`), so this is earlier than:
 * - `listComplete`: the frame after every method is in the DOM. The bench reports both.
 * - `formInteractive`: the first form, from the fields answer to the frame after its first input
 *   can take focus. The method is clicked once the whole list is in the DOM.
 */
import { createRoot } from 'react-dom/client';
import { Cashier } from '@playfront/cashier/react';

interface BenchMarks {
  methodsRequested?: number;
  methodsAnswered?: number;
  listRendered?: number;
  listComplete?: number;
  fieldsAnswered?: number;
  formInteractive?: number;
  methodCount?: number;
}

declare global {
  interface Window {
    benchMarks: BenchMarks;
    benchExpectedMethods: number;
    benchMethodId: string;
  }
}

const marks: BenchMarks = {};
window.benchMarks = marks;

/** `performance.now()`, also left as a user-timing mark so a performance trace shows it. */
function mark(name: keyof BenchMarks): number {
  return performance.mark(name).startTime;
}

const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = input instanceof Request ? input.url : String(input);
  if (/\/payments\/methods\?/.test(url)) marks.methodsRequested ??= mark('methodsRequested');
  const response = await realFetch(input, init);
  if (/\/payments\/methods\?/.test(url)) marks.methodsAnswered ??= mark('methodsAnswered');
  if (/\/payments\/methods\/[^/?]+\/fields/.test(url)) marks.fieldsAnswered ??= mark('fieldsAnswered');
  return response;
};

/** Runs `then` in the first task after the next frame (a message posted from its rAF callback). */
function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      then();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Resolves in the first task after a frame once `ready()` holds (checked on every DOM change)
 * and `shown()` holds after that frame (checked after each frame until it does). A message, not
 * `setTimeout(0)`: Chromium runs timers after queued messages, so a deferred render still working
 * in 5 ms slices would push a timer past frames already on screen.
 */
function whenRendered(name: keyof BenchMarks, ready: () => boolean, shown = () => true): Promise<number> {
  return new Promise((resolve) => {
    const settle = () => {
      if (shown()) resolve(mark(name));
      else afterNextFrame(settle);
    };
    const check = () => {
      if (!ready()) return false;
      observer.disconnect();
      afterNextFrame(settle);
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    check();
  });
}

const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(<Cashier action="deposit" currency="EUR" language="en" apiBaseUrl="" />);

function methodRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-method-id]')];
}

/** Method rows reach the bottom of the viewport (or every method is in the DOM). */
function firstScreenFilled(): boolean {
  const rows = methodRows();
  const last = rows.at(-1);
  if (last === undefined) return false;
  return (
    rows.length >= window.benchExpectedMethods || last.getBoundingClientRect().bottom >= window.innerHeight
  );
}

/**
 * The first row is drawn and takes a click: the element under its centre is inside it. Checked
 * after a frame, since rows with `content-visibility: auto` have their contents laid out and
 * painted only in the frame that finds them on screen.
 */
function firstRowClickable(): boolean {
  const first = methodRows()[0];
  if (first === undefined) return false;
  const box = first.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && first.contains(hit);
}

void (async () => {
  [marks.listRendered, marks.listComplete] = await Promise.all([
    whenRendered('listRendered', firstScreenFilled, firstRowClickable),
    whenRendered('listComplete', () => methodRows().length >= window.benchExpectedMethods),
  ]);
  marks.methodCount = methodRows().length;
  const method = document.querySelector<HTMLElement>(`[data-method-id="${window.benchMethodId}"]`);
  if (method === null) throw new Error(`no method ${window.benchMethodId}`);
  method.click();
  marks.formInteractive = await whenRendered('formInteractive', () => {
    const input = document.querySelector<HTMLInputElement>('form input:not([type="hidden"]):not([disabled])');
    return input !== null && marks.fieldsAnswered !== undefined;
  });
})();
