import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a postback must never reach in production: the server's own network (loopback,
 * private, link-local with the cloud metadata service, carrier-grade NAT, unique local). A
 * staff member with a typo, or a hostile one, must not make the server call into its own side.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

const isPrivate = (address: string): boolean => {
  const v4 = MAPPED_IPV4.exec(address)?.[1] ?? (isIP(address) === 4 ? address : undefined);
  return v4 === undefined ? PRIVATE.check(address, 'ipv6') : PRIVATE.check(v4, 'ipv4');
};

/**
 * Why a postback may not be sent to `url` (null when it may): only http(s), and, unless private
 * hosts are allowed (development and tests call 127.0.0.1), a host that resolves to public
 * addresses only. Checked at each attempt, since DNS can change under a configured name.
 */
export async function refusedTarget(url: string, allowPrivateHosts: boolean): Promise<string | null> {
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    return 'not an http(s) URL';
  }
  if (allowPrivateHosts) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  return addresses.some(isPrivate) ? 'the host is on a private network' : null;
}
