import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hintsAfterContent } from './hints-after-content.server.ts';

const HINT_A = '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/>';
const HINT_B = '<link rel="modulepreload" href="/assets/first-route-b.js" nonce="n1"/>';
const HEAD = `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>${HINT_A}${HINT_B}<title>مرحبا</title></head>`;
const BODY = '<body><main><h1>أهلا</h1></main><script type="module" async="">import "/x.js";</script>';
const END = '</body></html>';
const MOVED = `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>مرحبا</title></head>${BODY}${HINT_A}${HINT_B}${END}`;

/** The document written in `writes` (split anywhere, even inside a character) after the transform. */
async function transformed(writes: readonly Buffer[]): Promise<string> {
  return text(Readable.from(writes).pipe(hintsAfterContent()));
}

function splitAt(document: string, ...at: number[]): Buffer[] {
  const bytes = Buffer.from(document);
  const cuts = [0, ...at, bytes.length];
  return cuts.slice(1).map((end, index) => bytes.subarray(cuts[index], end));
}

describe('hintsAfterContent', () => {
  it('should move the head’s modulepreload hints to just before </body>, the rest unchanged', async () => {
    expect(await transformed([Buffer.from(HEAD), Buffer.from(BODY), Buffer.from(END)])).toBe(MOVED);
  });

  it('should do the same with the whole document in one write (a bot gets it whole)', async () => {
    expect(await transformed([Buffer.from(HEAD + BODY + END)])).toBe(MOVED);
  });

  it('should find a hint split between two writes and a character split between bytes', async () => {
    const document = HEAD + BODY + END;
    const insideHint = document.indexOf('modulepreload') + 4;
    // The Arabic title's letters are two bytes each: cut between them.
    const insideLetter = Buffer.from(document).indexOf(Buffer.from('مرحبا')) + 1;
    for (const writes of [
      splitAt(document, insideHint),
      splitAt(document, insideLetter),
      splitAt(document, 3, 90, 200),
    ]) {
      expect(await transformed(writes)).toBe(MOVED);
    }
  });

  it('should keep the hints at the end of a document that has no </body>', async () => {
    expect(await transformed([Buffer.from(HEAD), Buffer.from('<body><p>x</p>')])).toBe(
      `${HEAD.replace(HINT_A + HINT_B, '')}<body><p>x</p>${HINT_A}${HINT_B}`,
    );
  });

  it('should leave a document without hints byte for byte', async () => {
    const plain =
      '<html><head><title>t</title></head><body><p>a &lt;link rel="modulepreload"&gt;</p></body></html>';
    expect(await transformed(splitAt(plain, 10, 40))).toBe(plain);
  });
});
