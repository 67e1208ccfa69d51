import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { CARD, cardFields, notifyProvider, registerPlayer, submitBody, submitOk } from './submit-helpers.ts';

/** An app with these settings and the sandbox flag (absent when undefined). */
function appWith(env: Record<string, string>, sandboxFlag: string | undefined): Promise<TestApp> {
  return buildTestApp({ env: sandboxFlag === undefined ? env : { ...env, PAYMENTS_SANDBOX: sandboxFlag } });
}

describe('given where the sandbox providers run', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('should have no provider and no sandbox pages in production without the flag', async () => {
    testApp = await appWith({ NODE_ENV: 'production' }, undefined);
    const { app } = testApp;
    const player = await registerPlayer(app);
    const answer = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.approve)),
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        kind: 'request_error',
        code: 'DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND',
        reference: expect.stringMatching(/^req_/) as string,
      },
    });
    expect((await app.inject({ method: 'GET', url: '/sandbox/sandbox.css' })).statusCode).toBe(404);
    // The callback route stays (a real adapter takes notifications there); with no adapter, no provider.
    const notified = await notifyProvider(
      app,
      'x',
      { type: 'payout', outcome: 'paid' },
      { providerId: 'worldpay' },
    );
    expect(notified.json()).toMatchObject({ statusCode: 404, code: 'PROVIDER_NOT_FOUND' });
  });

  it('should run the sandbox in production when PAYMENTS_SANDBOX=true', async () => {
    testApp = await appWith(
      { NODE_ENV: 'production', PAYMENTS_WEBHOOK_SECRET: 'a staging webhook secret of 32+ chars' },
      'true',
    );
    const { app } = testApp;
    const player = await registerPlayer(app);
    const answer = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.approve)),
    );
    expect(answer.ok).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/sandbox/sandbox.css' })).statusCode).toBe(200);
  });

  it('should turn the sandbox off anywhere with PAYMENTS_SANDBOX=false', async () => {
    testApp = await appWith({}, 'false');
    expect((await testApp.app.inject({ method: 'GET', url: '/sandbox/sandbox.css' })).statusCode).toBe(404);
  });

  it('should refuse a start with a PAYMENTS_SANDBOX that is neither true nor false', async () => {
    await expect(appWith({}, 'yes')).rejects.toThrow(/PAYMENTS_SANDBOX must be true or false/);
  });
});
