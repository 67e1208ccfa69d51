import { createContext, RouterContextProvider } from 'react-router';
import type { WebRequestContext } from '@playfront/contracts';

export type { ApiAnswer, WebRequestContext } from '@playfront/contracts';

export const webContext = createContext<WebRequestContext>();

/** Builds the router context apps/server passes to the request handler. */
export function createLoadContext(value: WebRequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(webContext, value);
  return provider;
}
