import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

/** A `<link rel="modulepreload">` as React writes the ones React Router's `<Scripts>` renders. */
const MODULE_HINT = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = '</head>';
const BODY_END = Buffer.from('</body>');

/**
 * Moves the document's `modulepreload` hints from the head to the end of the body, where the
 * content has already been sent.
 *
 * Why: React hoists every `<link>` into the head, so the hints came in the document's first bytes
 * and the browser began fetching the scripts while the rest of the document was still on its
 * way. On a slow link the scripts then took most of the bandwidth from the page's own text: with
 * its scripts and without the hints, the home page painted as early as the same page without any
 * script; with the hints and without scripts, as late as with both (decision 071). After the
 * content they still let every script of the first render be fetched at once (rather than one
 * import level at a time); the page's own inline module script, just before them, starts the
 * same fetches. Hydration finds the moved links wherever they are in the document.
 *
 * Only the head is read as text (so a hint split across two writes is still found); after it the
 * bytes pass through untouched until `</body>`, where the hints go in. A document without
 * `</body>` gets them at its end.
 */
export function hintsAfterContent(): Transform {
  const decoder = new StringDecoder('utf8');
  let inHead = true;
  let carry = '';
  let hints = '';

  /** Takes the hints out of head text, keeping back an unfinished tag for the next write. */
  const readHead = (text: string): string => {
    const whole = carry + text;
    const headEnd = whole.indexOf(HEAD_END);
    const open = whole.lastIndexOf('<');
    const cut = headEnd === -1 && open > whole.lastIndexOf('>') ? open : whole.length;
    carry = whole.slice(cut);
    if (headEnd !== -1) inHead = false;
    return whole.slice(0, cut).replace(MODULE_HINT, (hint) => {
      hints += hint;
      return '';
    });
  };

  /** The hints go in before `</body>` once it comes; answers the bytes to send. */
  const placeHints = (bytes: Buffer): Buffer => {
    const at = hints === '' ? -1 : bytes.indexOf(BODY_END);
    if (at === -1) return bytes;
    const placed = Buffer.concat([bytes.subarray(0, at), Buffer.from(hints), bytes.subarray(at)]);
    hints = '';
    return placed;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, placeHints(inHead ? Buffer.from(readHead(decoder.write(chunk))) : chunk));
    },
    flush(callback: TransformCallback) {
      const rest = inHead ? readHead(decoder.end()) + carry : '';
      callback(null, Buffer.concat([placeHints(Buffer.from(rest)), Buffer.from(hints)]));
    },
  });
}
