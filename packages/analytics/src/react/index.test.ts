// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../core/analytics.ts';
import { AnalyticsProvider, useAnalytics } from './index.ts';

const client: Analytics = {
  identity: vi.fn(),
  track: vi.fn(),
  reset: vi.fn(),
  flush: vi.fn(() => Promise.resolve()),
  destroy: vi.fn(),
  setConsent: vi.fn(),
  state: 'none',
};

describe('given AnalyticsProvider', () => {
  it('should hand its client to useAnalytics below it', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AnalyticsProvider, { client }, children);
    const { result } = renderHook(() => useAnalytics(), { wrapper });
    expect(result.current).toBe(client);
  });
});

describe('given no AnalyticsProvider', () => {
  it('should throw a message saying how to fix it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAnalytics())).toThrow(
      'No Analytics client set, wrap your tree in <AnalyticsProvider client={...}>',
    );
  });
});
