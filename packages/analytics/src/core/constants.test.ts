import * as contract from '@playfront/contracts';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

// The SDK keeps its own copies so its bundle has no runtime dependency; types catch drift
// at compile time and this test at run time.
const MIRRORED = [
  'LIB_VERSION',
  'API_VERSION',
  'API_VERSION_HEADER',
  'EVENTS_PATH',
  'NO_COOKIE_QUERY',
  'SEND_INTERVAL_MS',
  'NOT_IDENTIFIED_MESSAGE',
  'SEND_ERROR_LOG_PREFIX',
  'ANONYMOUS_USER_ID',
  'UNIDENTIFIED_EVENTS',
  'TIMING_METRICS',
  'SITE_LOADED_EVENT',
  'TEMP_PLAYER_ID_KEY',
  'STAG_QUERY_PARAM',
  'AFFILIATE_COOKIE',
  'INTERLAYER_QUERY_PARAM',
  'INTERLAYER_COOKIE',
  'MAX_EVENTS_PER_REQUEST',
] as const;

describe('given the constants mirrored from the contract', () => {
  it.each(MIRRORED)('should hold the contract value of %s', (name) => {
    expect(constants[name]).toEqual(contract[name]);
  });

  it('should keep the spec values', () => {
    expect(constants.LIB_VERSION).toBe('0.0.33');
    expect(constants.SEND_INTERVAL_MS).toBe(30000);
    expect(constants.EVENTS_PATH).toBe('/api-fe-events/v1/events');
    expect(constants.API_VERSION).toBe('v2');
  });
});
