import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEBHOOK_SECRET, loadConfig } from './config.ts';

describe('given an empty environment', () => {
  it('should listen on 127.0.0.1:8080 with SQLite under data/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      env: 'development',
      databaseUrl: undefined,
      authRateLimitPerMinute: 20,
    });
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
  });
});

describe('given settings in the environment', () => {
  it('should read PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/pf',
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/pf',
      databaseUrl: 'postgres://u@127.0.0.1/db',
      env: 'production',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['EVENTS_RATE_LIMIT_PER_MINUTE', '0'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '-1'],
    ['NODE_ENV', 'staging'],
  ])('should refuse %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('given ALLOWED_ORIGINS', () => {
  it('should read a comma-separated list of origins', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443' }).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('should refuse a URL with a path', () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example/x' })).toThrow('ALLOWED_ORIGINS');
  });
});

describe('given the site settings', () => {
  it('should default to cf-ipcountry, apps/web/build and no live chat', () => {
    const config = loadConfig({});
    expect(config.countryHeader).toBe('cf-ipcountry');
    expect(config.webBuildDir).toMatch(/apps\/web\/build$/);
    expect(config.liveChatLicense).toBeUndefined();
  });

  it('should read COUNTRY_HEADER in lower case and a numeric LIVECHAT_LICENSE', () => {
    const config = loadConfig({ COUNTRY_HEADER: 'X-Country', LIVECHAT_LICENSE: '12345678' });
    expect(config).toMatchObject({ countryHeader: 'x-country', liveChatLicense: '12345678' });
  });

  it.each([['abc'], ['12 34'], ['{"n":1}']])('should refuse LIVECHAT_LICENSE=%s', (value) => {
    expect(() => loadConfig({ LIVECHAT_LICENSE: value })).toThrow(
      'LIVECHAT_LICENSE must be a string of digits',
    );
  });
});

describe('given ANALYTICS_BOT_FILTER', () => {
  it('should judge with the whole bot list in production, and spare test tools elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).analyticsBotFilter).toBe('all');
    expect(loadConfig({}).analyticsBotFilter).toBe('crawlers');
    expect(loadConfig({ ANALYTICS_BOT_FILTER: 'all' }).analyticsBotFilter).toBe('all');
  });

  it('should refuse another value', () => {
    expect(() => loadConfig({ ANALYTICS_BOT_FILTER: 'none' })).toThrow(
      'ANALYTICS_BOT_FILTER must be all or crawlers, got "none"',
    );
  });
});

describe('given SUPPORT_EMAIL', () => {
  it('should default to the demo address and take one address', () => {
    expect(loadConfig({}).supportEmail).toBe('support@playfront.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).supportEmail).toBe('help@example.com');
  });

  it.each([['help'], ['a@b.c, d@e.f'], ['Help <help@example.com>']])(
    'should refuse SUPPORT_EMAIL=%s',
    (value) => {
      expect(() => loadConfig({ SUPPORT_EMAIL: value })).toThrow('SUPPORT_EMAIL must be one e-mail address');
    },
  );
});

describe('given KYC_STORAGE_URL', () => {
  const credentials = { KYC_STORAGE_ACCESS_KEY_ID: 'AKIDEXAMPLE', KYC_STORAGE_SECRET_ACCESS_KEY: 'secret' };

  it('should keep documents on the local disk when unset', () => {
    expect(loadConfig({}).kycStorage).toBeUndefined();
  });

  it('should read the bucket URL, ending it in a slash, with its region and credentials', () => {
    expect(
      loadConfig({
        KYC_STORAGE_URL: 'https://kyc.s3.eu-central-1.amazonaws.com/documents',
        KYC_STORAGE_REGION: 'eu-central-1',
        ...credentials,
      }).kycStorage,
    ).toEqual({
      url: 'https://kyc.s3.eu-central-1.amazonaws.com/documents/',
      region: 'eu-central-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
  });

  it('should refuse a URL without credentials, with credentials inside, or over http in production', () => {
    expect(() => loadConfig({ KYC_STORAGE_URL: 'https://s3.example.com/kyc/' })).toThrow(
      'KYC_STORAGE_URL needs KYC_STORAGE_ACCESS_KEY_ID and KYC_STORAGE_SECRET_ACCESS_KEY',
    );
    expect(() =>
      loadConfig({ KYC_STORAGE_URL: 'https://key:secret@s3.example.com/kyc/', ...credentials }),
    ).toThrow('KYC_STORAGE_URL takes no query, fragment or credentials');
    expect(() => loadConfig({ KYC_STORAGE_URL: 's3://kyc/', ...credentials })).toThrow(
      'KYC_STORAGE_URL must be an http(s) URL',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', KYC_STORAGE_URL: 'http://s3.example.com/kyc/', ...credentials }),
    ).toThrow('KYC_STORAGE_URL must use https in production');
  });
});

describe('given SEED_DEMO_TRAFFIC', () => {
  it('should seed demo traffic by default in development only, and never without demo data', () => {
    expect(loadConfig({}).seedDemoTraffic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoTraffic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoTraffic).toBe(false);
    expect(loadConfig({ SEED_DEMO_TRAFFIC: 'false' }).seedDemoTraffic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_TRAFFIC: 'true' }).seedDemoTraffic).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false', SEED_DEMO_TRAFFIC: 'true' }).seedDemoTraffic).toBe(false);
  });

  it('should refuse a value other than true or false', () => {
    expect(() => loadConfig({ SEED_DEMO_TRAFFIC: 'yes' })).toThrow(
      'SEED_DEMO_TRAFFIC must be true or false, got "yes"',
    );
  });
});

describe('given SEED_DEMO_DATA', () => {
  it('should seed the demo player by default outside production only', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
  });

  it('should follow an explicit true or false', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', DEMO_PLAYER_PASSWORD: 'a staging secret' })
        .seedDemoData,
    ).toBe(true);
  });

  it('should refuse to seed in production with the public default password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA=true in production needs DEMO_PLAYER_PASSWORD',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', DEMO_PLAYER_PASSWORD: 'short' }),
    ).toThrow('DEMO_PLAYER_PASSWORD must be 10 characters or more');
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_PLAYER_PASSWORD: 'a staging secret' }).demoPlayerPassword,
    ).toBe('a staging secret');
  });

  it('should refuse anything else', () => {
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow('SEED_DEMO_DATA');
  });
});

describe('given KYC_CASHOUT_WINDOW_DAYS', () => {
  it('should default to 30 days and read a whole number of days', () => {
    expect(loadConfig({}).kycCashoutWindowDays).toBe(30);
    expect(loadConfig({ KYC_CASHOUT_WINDOW_DAYS: '7' }).kycCashoutWindowDays).toBe(7);
  });

  it.each(['0', '1.5', 'month'])('should refuse %j', (value) => {
    expect(() => loadConfig({ KYC_CASHOUT_WINDOW_DAYS: value })).toThrow('KYC_CASHOUT_WINDOW_DAYS');
  });
});

describe('given RESTRICTED_COUNTRIES', () => {
  it('should default to US, FR, AU, IL, KP and IR', () => {
    expect([...loadConfig({}).restrictedCountries]).toEqual(['US', 'FR', 'AU', 'IL', 'KP', 'IR']);
  });

  it('should read a comma-separated list of ISO codes in any case', () => {
    expect([...loadConfig({ RESTRICTED_COUNTRIES: 'us, nz' }).restrictedCountries]).toEqual(['US', 'NZ']);
  });

  it('should refuse what is not a country code', () => {
    expect(() => loadConfig({ RESTRICTED_COUNTRIES: 'US,USA' })).toThrow('RESTRICTED_COUNTRIES');
  });
});

describe('given SESSION_IDLE_TIMEOUT_MINUTES', () => {
  it('should default to 7 days and read a number of minutes', () => {
    expect(loadConfig({}).sessionIdleTimeoutMinutes).toBe(10_080);
    expect(loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '30' }).sessionIdleTimeoutMinutes).toBe(30);
  });

  it.each(['0', '4', '43201', '1.5', 'week'])('should refuse %s', (raw) => {
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: raw })).toThrow(
      'SESSION_IDLE_TIMEOUT_MINUTES must be an integer from 5 to 43200',
    );
  });
});

describe('given TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['fd00::/8,::1,loopback', ['fd00::/8', '::1', 'loopback']],
  ])('should read %j as %j', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '11', '10.0.0.0/33', '10.0.0.300', 'proxy.example', '10.0.0.0/8/1'])(
    'should refuse %j, saying what to set',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('given the limits', () => {
  it('should default the payments IP cap, the events budget and the pending bound', () => {
    expect(loadConfig({})).toMatchObject({
      paymentsRateLimitPerIpPerMinute: 120,
      eventsRateLimitEventsPerMinute: 12_000,
      eventsMaxPending: 20_000,
    });
  });

  it.each([
    ['PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE', '0'],
    ['EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE', 'many'],
    ['EVENTS_MAX_PENDING', '499'],
  ])('should refuse %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('given PAYMENTS_WEBHOOK_SECRET', () => {
  it('should be required in production when the sandbox is on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toThrow(
      'PAYMENTS_WEBHOOK_SECRET must be set',
    );
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', PAYMENTS_WEBHOOK_SECRET: secret })
        .paymentsWebhookSecret,
    ).toBe(secret);
  });

  it('should stand in the development secret outside production and refuse a short one', () => {
    expect(loadConfig({}).paymentsWebhookSecret).toBe(DEVELOPMENT_WEBHOOK_SECRET);
    expect(() => loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'too short' })).toThrow('32 characters');
  });
});

describe('given PAYMENT_ORIGINS', () => {
  it('should read https origins and default to none (the API origin is always allowed)', () => {
    expect(loadConfig({}).paymentOrigins).toEqual([]);
    expect(
      loadConfig({ PAYMENT_ORIGINS: 'https://pay.example, https://acs.bank.example' }).paymentOrigins,
    ).toEqual(['https://pay.example', 'https://acs.bank.example']);
  });

  it.each(['http://pay.example', 'https://pay.example/path', 'pay.example', 'javascript:alert(1)'])(
    'should refuse %j',
    (raw) => {
      expect(() => loadConfig({ PAYMENT_ORIGINS: raw })).toThrow('PAYMENT_ORIGINS must list https origins');
    },
  );
});

describe('given PAYMENTS_ONRAMP_MODE', () => {
  it('should default to the provider’s development mode and read production', () => {
    expect(loadConfig({}).onRampMode).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).onRampMode).toBe('development');
    expect(loadConfig({ PAYMENTS_ONRAMP_MODE: 'production' }).onRampMode).toBe('production');
  });

  it.each(['live', 'Production', 'test'])('should refuse %s', (value) => {
    expect(() => loadConfig({ PAYMENTS_ONRAMP_MODE: value })).toThrow(
      `PAYMENTS_ONRAMP_MODE must be production or development, got "${value}"`,
    );
  });
});

describe('given the payment provider adapters', () => {
  it('should have no real adapter by default: every provider runs as its sandbox', () => {
    expect(loadConfig({}).paymentsAdapters).toEqual({});
  });
});

// Developer loop (decision 051).
describe('given LOG_FORMAT', () => {
  it('should write readable lines in development and JSON elsewhere unless told', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('should refuse an unknown format', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow('LOG_FORMAT must be pretty or json, got "text"');
  });
});

describe('given VITE_DEV', () => {
  it('should be off unless set to true', () => {
    expect(loadConfig({}).viteDev).toBe(false);
    expect(loadConfig({ VITE_DEV: 'false' }).viteDev).toBe(false);
    expect(loadConfig({ VITE_DEV: 'true' }).viteDev).toBe(true);
  });

  it('should refuse it in production and refuse other values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', VITE_DEV: 'true' })).toThrow(
      'VITE_DEV=true is for development',
    );
    expect(() => loadConfig({ VITE_DEV: 'yes' })).toThrow('VITE_DEV must be true or false, got "yes"');
  });
});

// Several instances (decision 056).
describe('given REDIS_URL', () => {
  it('should count limits in memory when it is unset, and take a redis:// or rediss:// URL', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380/2',
    );
  });

  it('should refuse anything else without printing the value (it may hold a password)', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache.internal' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow('REDIS_URL must be');
  });
});

// consent (decision 054)
describe('given ATTRIBUTION_LEGAL_BASIS', () => {
  it('should default to legitimate interest, take consent, and refuse anything else', () => {
    expect(loadConfig({}).attributionLegalBasis).toBe('legitimate_interest');
    expect(loadConfig({ ATTRIBUTION_LEGAL_BASIS: 'consent' }).attributionLegalBasis).toBe('consent');
    expect(() => loadConfig({ ATTRIBUTION_LEGAL_BASIS: 'consented' })).toThrow(
      'ATTRIBUTION_LEGAL_BASIS must be one of legitimate_interest, consent, got "consented"',
    );
  });
});
