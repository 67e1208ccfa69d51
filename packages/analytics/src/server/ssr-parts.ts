import type { CoreOptions } from '../core/analytics.ts';
import { createSsrContext } from './ssr-context.ts';
import { createSsrTransport } from './ssr-transport.ts';

/** What 'ssr' mode plugs into the core: the configured origin and the no-cookie transport. */
export const ssrParts = (origin: string, endpoint: string): Pick<CoreOptions, 'context' | 'send'> => ({
  context: createSsrContext(origin),
  send: createSsrTransport(origin, endpoint),
});
