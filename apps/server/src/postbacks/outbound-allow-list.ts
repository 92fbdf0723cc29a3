import { BlockList, isIP } from 'node:net';

/** How a host is allowed: named exactly (may be internal), by a wildcard (public addresses only), or not. */
export type TAllowance = 'exact' | 'wildcard' | null;

/**
 * Matches an address against POSTBACK_ALLOWED_HOSTS (config/env.ts): `host`, `*.domain` (any name under it,
 * not the domain itself), each optionally with `:port`; without a port, the scheme's default only.
 */
export function allowanceFor(url: URL, entries: readonly string[]): TAllowance {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  let found: TAllowance = null;
  for (const entry of entries) {
    const match = /^(.*?)(?::(\d+))?$/.exec(entry);
    const [name, entryPort] = [match?.[1] ?? entry, match?.[2]];
    if ((entryPort ?? (url.protocol === 'https:' ? '443' : '80')) !== port) continue;
    if (name === host) return 'exact';
    if (name.startsWith('*.') && host.endsWith(name.slice(1)) && isIP(host) === 0) found = 'wildcard';
  }
  return found;
}

const privateRanges = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, bits, 'ipv6');

/** Loopback, private, link-local (cloud metadata), shared, multicast or mapped addresses: never a wildcard's. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1): BlockList would test it against the IPv4 ranges only
  // when written as IPv4, so it counts as private rather than risk a way round them.
  if (family === 6 && /^::ffff:/i.test(address)) return true;
  return privateRanges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
