/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, the version, then 74 random
 * bits with the variant, so ids sort by creation time. Ids of one millisecond are in
 * random order among themselves (no counter: not worth its bytes here, since events also
 * carry `timestamp` and travel in queue order).
 */
export const uuidV7 = (now: number = Date.now()): string =>
  (
    now.toString(16).padStart(12, '0') +
    Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte, index) =>
      // Byte 6 of the UUID (index 0 here) carries the version, byte 8 (index 2) the variant.
      ((index ? (index == 2 ? (byte & 0x3f) | 0x80 : byte) : (byte & 0x0f) | 0x70) | 0x100)
        .toString(16)
        .slice(1),
    ).join('')
  ).replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
