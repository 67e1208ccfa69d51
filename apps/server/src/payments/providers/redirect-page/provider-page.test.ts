import { describe, expect, it } from 'vitest';
import { returnLocation } from './provider-page.ts';

describe('given where a sandbox page sends the player back', () => {
  it('should keep a same-origin path and add the transaction and its status', () => {
    expect(returnLocation('/cashier?tab=deposit#top', 't1', 'completed')).toBe(
      '/cashier?tab=deposit&transactionId=t1&status=completed#top',
    );
    expect(returnLocation('/', 't1', 'cancelled')).toBe('/?transactionId=t1&status=cancelled');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    undefined,
    42,
  ])('should never leave the site for %s', (target) => {
    const location = returnLocation(target, 't1', 'completed');
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'https://play.example').origin).toBe('https://play.example');
  });
});
