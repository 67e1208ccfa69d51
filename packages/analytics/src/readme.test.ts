import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BEACON_MAX_BYTES,
  MAX_EVENTS_PER_REQUEST,
  MAX_QUEUE_LENGTH,
  PERSIST_DELAY_MS,
  QUEUE_KEY_PREFIX,
  TEMP_PLAYER_ID_KEY,
} from './core/constants.ts';
import { NOT_IDENTIFIED_MESSAGE, PROJECT_ID_MESSAGE, SSR_ORIGIN_MESSAGE } from './core/errors.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('given the README', () => {
  it.each([
    NOT_IDENTIFIED_MESSAGE,
    PROJECT_ID_MESSAGE,
    SSR_ORIGIN_MESSAGE,
    'No Analytics client set, wrap your tree in <AnalyticsProvider client={...}>',
    'renderSiteLoadedScript needs a non-empty projectId string.',
  ])('should list the error %s', (message) => {
    expect(readme).toContain(message);
  });

  it('should state the bounds the code uses', () => {
    expect(readme).toContain(`at most ${MAX_QUEUE_LENGTH.toLocaleString('en')} events`);
    expect(readme).toContain(`at most\n  ${MAX_EVENTS_PER_REQUEST} events per request`);
    expect(readme).toContain(`at most ${BEACON_MAX_BYTES.toLocaleString('en')} bytes`);
    expect(readme).toContain(`at most once\n  per ${PERSIST_DELAY_MS / 1000} s`);
    expect(readme).toContain(`${QUEUE_KEY_PREFIX}<projectId>`);
    expect(readme).toContain(TEMP_PLAYER_ID_KEY);
  });
});
