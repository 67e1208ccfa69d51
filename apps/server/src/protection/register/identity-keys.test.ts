import { describe, expect, it } from 'vitest';
import { identityKeys, normaliseEmail, normaliseName } from './identity-keys.ts';

describe('identity keys of the exclusion register', () => {
  it('should read one mailbox however its address is written', () => {
    expect(normaliseEmail(' Jane.Doe+casino@GoogleMail.com ')).toBe('janedoe@gmail.com');
    expect(normaliseEmail('jane.doe+x@example.com')).toBe('jane.doe@example.com');
    expect(normaliseEmail('+only@example.com')).toBe('+only@example.com');
  });

  it('should read names without accents, case or punctuation', () => {
    expect(normaliseName('Ünal-Öztürk')).toBe(normaliseName('unal ozturk'));
  });

  it('should key the person only when first name, last name and birth date are all known', () => {
    const secret = 'k'.repeat(32);
    expect(identityKeys(secret, { email: 'a@example.com', firstName: 'Ada' })).toHaveLength(1);
    const both = identityKeys(secret, {
      email: 'a@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1815-12-10',
    });
    expect(both).toHaveLength(2);
    expect(identityKeys('other'.repeat(8), { email: 'a@example.com' })[0]).not.toBe(both[0]);
  });
});
