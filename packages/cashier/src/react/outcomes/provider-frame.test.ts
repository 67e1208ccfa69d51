import { describe, expect, it } from 'vitest';
import { frameSandbox } from './provider-frame.tsx';

describe('given the provider frame', () => {
  it('should give a page of our own origin no allow-same-origin, so it cannot lift its sandbox', () => {
    const sandbox = frameSandbox('/sandbox/3ds/t1', 'https://play.example');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
    expect(frameSandbox('https://play.example/sandbox/3ds/t1', 'https://play.example')).toBe(sandbox);
  });

  it("should keep allow-same-origin for a provider's own origin (its cookies and storage)", () => {
    expect(frameSandbox('https://acs.bank.example/challenge', 'https://play.example').split(' ')).toContain(
      'allow-same-origin',
    );
  });
});
