import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { Analytics } from '../core/analytics.ts';

const AnalyticsContext = createContext<Analytics | null>(null);

export interface AnalyticsProviderProps {
  /** The client from createAnalytics, created once (outside render or in a state initializer). */
  readonly client: Analytics;
  readonly children?: ReactNode;
}

/** Makes one analytics client available to `useAnalytics` below it. */
export function AnalyticsProvider({ client, children }: AnalyticsProviderProps): ReactElement {
  return createElement(AnalyticsContext.Provider, { value: client }, children);
}

/** The client of the nearest AnalyticsProvider; throws when there is none. */
export function useAnalytics(): Analytics {
  const client = useContext(AnalyticsContext);
  if (!client) throw new Error('No Analytics client set, wrap your tree in <AnalyticsProvider client={...}>');
  return client;
}
