import { PassThrough, pipeline } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { webContext } from './context.ts';
import { DocumentContext } from './document-context.ts';
import { hintsAfterContent } from './document/hints-after-content.server.ts';
// Server bundle only: the stylesheet's text, inlined into every document (see root.tsx).
import stylesheet from './styles/app.css?inline';

export { createLoadContext } from './context.ts';

export const streamTimeout = 5_000;

/** Streams the document; bots get it whole. Every script carries this response's CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    // The headers of a GET, without rendering the body (RFC 9110, 9.3.2).
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const web = loadContext.get(webContext);
  const nonce = web.nonce.script;
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext
        value={{ nonce, styleNonce: web.nonce.style, siteLoadedScript: web.siteLoadedScript, stylesheet }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The script hints after the content, so the content is not sharing a slow link with
          // the scripts (decision 071).
          const hints = hintsAfterContent();
          // pipeline, not pipe: a render React destroys with an error still ends the response.
          pipeline(hints, body, () => undefined);
          pipe(hints);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Shell errors reject above and are logged by React Router; these come later in the stream.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Give rejected boundaries time to flush before giving up on the stream.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
