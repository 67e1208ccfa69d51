import fc from 'fast-check';
import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { CRYPTO_NETWORK_IDS, type CryptoNetworkId } from '../crypto-networks.ts';
import { isValidAddress } from './check-address.ts';
import { encodeAddress } from './encode-address.ts';
import { encodeSegwitAddress } from './segwit.ts';

/** Published addresses: BIP-173/350 and EIP-55 vectors, the CashAddr spec, well-known accounts. */
const VALID: Readonly<Record<CryptoNetworkId, readonly string[]>> = {
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // the genesis block's coinbase
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH, Bitcoin wiki
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // BIP-173 P2WPKH
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // the same, upper case
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // BIP-350 Taproot
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // BIP-350 witness v2
    'BC1SW50QGDZ25J', // BIP-350 witness v16
    '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', // CashAddr spec's legacy forms
    '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
  ],
  litecoin: [
    'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW',
    'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm',
    'MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi',
    '3CaFsgN2frBGk9dyJPDEvgjxHdwNAPKUQ8',
    'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz',
  ],
  bitcoincash: [
    'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq',
    'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy',
  ],
  dogecoin: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'],
  ripple: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp', 'rrrrrrrrrrrrrrrrrrrrBZbvji'],
  solana: [
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
  ],
  ethereum: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0xde709f2102306220921060314715629080e2fb77',
  ],
  bsc: ['0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
  polygon: ['0x27b1fdb04752bbc536007a920d24acb045561c26'],
};

/** One character changed, or a right checksum under the wrong rules. */
const INVALID: readonly (readonly [CryptoNetworkId, string, string])[] = [
  ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'last character changed'],
  ['bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'last character changed'],
  ['bitcoin', 'bc1qr508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'a program character changed'],
  ['bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 in Bech32 (BIP-350)'],
  ['bitcoin', 'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', 'v2 in Bech32 (BIP-173, before BIP-350)'],
  ['bitcoin', 'Bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
  ['bitcoin', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz', 'a Litecoin address'],
  ['bitcoin', 'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW', 'a Litecoin version byte'],
  ['litecoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin P2PKH version byte'],
  ['litecoin', 'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKX', 'last character changed'],
  ['bitcoincash', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', 'last character changed'],
  ['bitcoincash', 'bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'another prefix'],
  ['bitcoincash', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'the legacy form (the catalogue asks for CashAddr)'],
  ['dogecoin', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M', 'last character changed'],
  ['dogecoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin version byte'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'last character changed'],
  ['tron', `T${'A'.repeat(33)}`, 'the right shape, no checksum'],
  ['ripple', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj', 'last character changed'],
  ['ripple', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', "Bitcoin's alphabet"],
  ['solana', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D', 'a character short of 32 bytes'],
  ['solana', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0', 'not Base58'],
  ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'one letter in the wrong case'],
  ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'a digit short'],
  ['bsc', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'no 0x'],
];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Networks whose addresses carry a checksum, with the characters an address is written in. */
const CHECKSUMMED: readonly (readonly [CryptoNetworkId, string])[] = [
  ['bitcoin', BECH32],
  ['litecoin', BECH32],
  ['bitcoincash', BECH32],
  ['dogecoin', BASE58],
  ['tron', BASE58],
  ['ripple', XRP],
];

const hashes = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('given published addresses', () => {
  it.each(CRYPTO_NETWORK_IDS.flatMap((network) => VALID[network].map((address) => [network, address])))(
    'should accept %s address %s',
    (network, address) => {
      expect(isValidAddress(network as CryptoNetworkId, address)).toBe(true);
    },
  );

  it.each(INVALID)('should refuse a %s address %s (%s)', (network, address) => {
    expect(isValidAddress(network, address)).toBe(false);
  });

  it('should refuse a v1 program in Bech32 and a v0 program in Bech32m', () => {
    const program = new Uint8Array(32).fill(1);
    expect(isValidAddress('bitcoin', encodeSegwitAddress('bc', 1, program))).toBe(true);
    expect(isValidAddress('bitcoin', bech32.encode('bc', [1, ...bech32.toWords(program)]))).toBe(false);
    expect(isValidAddress('bitcoin', encodeSegwitAddress('bc', 0, program))).toBe(true);
    expect(isValidAddress('bitcoin', encodeSegwitAddress('bc', 0, program.slice(0, 25)))).toBe(false);
  });

  it('should refuse empty and overlong input on every network', () => {
    for (const network of CRYPTO_NETWORK_IDS) {
      expect(isValidAddress(network, '')).toBe(false);
      expect(isValidAddress(network, '1'.repeat(10_000))).toBe(false);
    }
  });
});

describe('given addresses encoded from any hash', () => {
  it('should accept what encodeAddress makes, on its own network', () => {
    fc.assert(
      fc.property(hashes, fc.constantFrom(...CRYPTO_NETWORK_IDS), (hash, network) => {
        expect(isValidAddress(network, encodeAddress(network, hash))).toBe(true);
      }),
    );
  });

  it('should refuse a checksummed address with any one character changed', () => {
    fc.assert(
      fc.property(
        hashes,
        fc.constantFrom(...CHECKSUMMED),
        fc.nat(),
        fc.nat(),
        (hash, [network, alphabet], at, by) => {
          const address = encodeAddress(network, hash);
          // Change a character of the payload or checksum (after a `prefix:` or an `hrp1`).
          const start =
            alphabet === BECH32 ? Math.max(address.indexOf(':'), address.lastIndexOf('1')) + 1 : 0;
          const index = start + (at % (address.length - start));
          const current = alphabet.indexOf(address.charAt(index));
          const replacement = alphabet.charAt((current + 1 + (by % (alphabet.length - 1))) % alphabet.length);
          const changed = address.slice(0, index) + replacement + address.slice(index + 1);
          expect(changed).not.toBe(address);
          expect(isValidAddress(network, changed)).toBe(false);
        },
      ),
    );
  });

  it('should refuse an EIP-55 address with one letter in the other case', () => {
    fc.assert(
      fc.property(hashes, fc.nat(), (hash, at) => {
        const address = encodeAddress('ethereum', hash);
        const letters = address
          .split('')
          .flatMap((char, index) => (index > 1 && /[a-f]/i.test(char) ? [index] : []));
        fc.pre(letters.length > 0);
        const index = letters[at % letters.length]!;
        const char = address.charAt(index);
        const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
        const changed = address.slice(0, index) + flipped + address.slice(index + 1);
        const digits = changed.slice(2);
        // All one case carries no checksum, and is accepted as typed.
        fc.pre(digits !== digits.toLowerCase() && digits !== digits.toUpperCase());
        expect(isValidAddress('ethereum', changed)).toBe(false);
      }),
    );
  });

  it('should explain a hash too short for the network', () => {
    expect(() => encodeAddress('solana', new Uint8Array(20))).toThrow(/needs 32 bytes for solana/);
  });
});
