import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_VERSION } from './version.ts';

describe('given the generated version', () => {
  it('should match package.json (run `npm run generate` after a version bump)', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(CORE_VERSION).toBe(packageJson.version);
  });
});
