import { createContext, useContext } from 'react';

/** Per-request values only the server render needs: the CSP nonce and the inline analytics script. */
export interface DocumentValues {
  readonly nonce: string;
  readonly siteLoadedScript: string;
}

/** In the browser the provider is absent: scripts have run, the nonce is no longer readable. */
export const DocumentContext = createContext<DocumentValues>({ nonce: '', siteLoadedScript: '' });

export const useDocumentValues = (): DocumentValues => useContext(DocumentContext);
