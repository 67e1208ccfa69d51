/**
 * The page the interactivity benchmark loads: `<Cashier>` on its home route against the real
 * server, with the moments that matter marked. A method's list counts from the moment the
 * methods answer arrives to the frame after every method is in the DOM; the first form from
 * the fields answer to the frame after its first input can take focus.
 */
import { createRoot } from 'react-dom/client';
import { Cashier } from '@playfront/cashier/react';

interface BenchMarks {
  methodsAnswered?: number;
  listRendered?: number;
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

const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const response = await realFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (/\/payments\/methods\?/.test(url)) marks.methodsAnswered ??= performance.now();
  if (/\/payments\/methods\/[^/?]+\/fields/.test(url)) marks.fieldsAnswered ??= performance.now();
  return response;
};

/** Resolves in the frame after `ready()` first holds (checked on every DOM change). */
function whenRendered(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return false;
      observer.disconnect();
      requestAnimationFrame(() => {
        setTimeout(() => {
          resolve(performance.now());
        }, 0);
      });
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

void (async () => {
  marks.listRendered = await whenRendered(
    () => document.querySelectorAll('[data-method-id]').length >= window.benchExpectedMethods,
  );
  marks.methodCount = document.querySelectorAll('[data-method-id]').length;
  const method = document.querySelector<HTMLElement>(`[data-method-id="${window.benchMethodId}"]`);
  if (method === null) throw new Error(`no method ${window.benchMethodId}`);
  method.click();
  marks.formInteractive = await whenRendered(() => {
    const input = document.querySelector<HTMLInputElement>('form input:not([type="hidden"]):not([disabled])');
    return input !== null && marks.fieldsAnswered !== undefined;
  });
})();
