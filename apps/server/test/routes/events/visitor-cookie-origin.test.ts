import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, TEMP_PLAYER_ID_KEY } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';

const PUBLIC_ORIGIN = 'https://play.example';

describe('given events posted from this site and from others', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_ORIGIN } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Posts one event with a visitor id of the sender's choosing; the answer and what was stored. */
  async function post(headers: Record<string, string>) {
    const project = `p-${randomUUID()}`;
    const chosen = `chosen-${randomUUID().slice(0, 8)}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': 'text/plain', ...headers },
      payload: JSON.stringify([makeEvent({ project_id: project, temp_player_id: chosen })]),
    });
    const stored = await testApp.app.database.db
      .selectFrom('analytics_events')
      .select('temp_player_id')
      .where('project_id', '=', project)
      .execute();
    const cookie = response.cookies.find((c) => c.name === TEMP_PLAYER_ID_KEY);
    return { response, stored, chosen, cookie };
  }

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['a look-alike of the public origin', { origin: 'https://play.example.evil.example' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ])('should store the events and set no cookie for %s', async (_name, headers) => {
    const { response, stored, chosen, cookie } = await post(headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 1 });
    expect(stored).toEqual([{ temp_player_id: chosen }]);
    expect(cookie).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['the server’s own origin', { origin: 'http://localhost:80' }],
    ['the configured PUBLIC_ORIGIN', { origin: PUBLIC_ORIGIN }],
    ['Sec-Fetch-Site same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
  ])('should store the events and set the cookie for %s', async (_name, headers) => {
    const { response, stored, chosen, cookie } = await post(headers);

    expect(response.statusCode).toBe(200);
    expect(stored).toEqual([{ temp_player_id: chosen }]);
    expect(cookie).toMatchObject({ value: chosen, path: '/', sameSite: 'Lax' });
  });
});
