import { createContext, useContext } from 'react';

/**
 * Per-request values only the server render needs: the CSP nonces, the inline analytics script and
 * the site's stylesheet, inlined so the first paint waits for no request but the page itself.
 */
export interface DocumentValues {
  readonly nonce: string;
  readonly styleNonce: string;
  readonly siteLoadedScript: string;
  readonly stylesheet: string;
}

/** In the browser the provider is absent: scripts have run, the nonce is no longer readable. */
export const DocumentContext = createContext<DocumentValues>({
  nonce: '',
  styleNonce: '',
  siteLoadedScript: '',
  stylesheet: '',
});

export const useDocumentValues = (): DocumentValues => useContext(DocumentContext);
