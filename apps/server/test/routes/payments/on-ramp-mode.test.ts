import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashierConfig, GetConversionMethodsResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { registerPlayer } from './submit-helpers.ts';

describe.each(['production', 'development'] as const)('given PAYMENTS_ONRAMP_MODE=%s', (mode) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PAYMENTS_ONRAMP_MODE: mode } });
  });
  afterAll(() => testApp.close());

  it('should show the on-ramp in that mode in the cashier config and the conversion methods', async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    const get = (url: string) =>
      app.inject({ method: 'GET', url: `/api/v1/payments${url}`, cookies: player.cookies });
    expect((await get('/config')).json<CashierConfig>().onRampMode).toBe(mode);
    const conversion = (await get('/conversion-methods')).json<GetConversionMethodsResponse>();
    expect(conversion.mode).toBe(mode);
    expect(conversion.methods.length).toBeGreaterThan(0);
  });
});
