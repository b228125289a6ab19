import { BlockList, isIP } from 'node:net';

/** What an address is, as far as sending a webhook to it goes. */
export type AddressReach = 'loopback' | 'non-public' | 'public';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Every block of IANA's IPv4 special-purpose registry, multicast and the reserved 240/4 (broadcast included). The
 * registry's few globally reachable blocks (AS112, AMT) are anycast infrastructure where no receiver lives: refused too.
 */
const NON_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['169.254.0.0', 16], // link-local, the cloud metadata address included
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast address
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}

/**
 * Only global unicast (2000::/3) is routed on the internet: everything outside it is refused, which takes in the
 * unspecified address, IPv4-compatible addresses, discard-only 100::/64, the dummy prefix 100:0:0:1::/64, local-use
 * NAT64 64:ff9b:1::/48, SRv6 5f00::/16, unique local fc00::/7, link-local fe80::/10, site-local fec0::/10 and
 * multicast ff00::/8. The two prefixes that carry an IPv4 address are judged by that address (see embeddedIpv4).
 */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** The IANA IPv6 special-purpose blocks inside global unicast. */
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112
  ['2001:db8::', 32], // documentation
  ['2620:4f:8000::', 48], // AS112 direct delegation
  ['3fff::', 20], // documentation
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');
const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');
const SIX_TO_FOUR = new BlockList();
SIX_TO_FOUR.addSubnet('2002::', 16, 'ipv6');

/** An IPv4 address as the two hexadecimal groups it makes in IPv6 text. */
function asGroups(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** The eight 16-bit groups of an IPv6 address: `::` expanded, a dotted IPv4 tail read as two groups. */
function groupsOf(address: string): number[] {
  const [, start, ipv4] = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address) ?? [];
  const text = start !== undefined && ipv4 !== undefined ? `${start}${asGroups(ipv4)}` : address;
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one stands for, where the network delivers it to that IPv4 address: mapped
 * (::ffff:a.b.c.d, a dual-stack socket's way of writing it), NAT64's well-known prefix (64:ff9b::a.b.c.d) and 6to4
 * (2002:aabb:ccdd::). A private address hidden in one of them is as private as written plainly.
 */
function embeddedIpv4(address: string): string | null {
  const [, second = 0, third = 0, , , , seventh = 0, eighth = 0] = groupsOf(address);
  if (IPV4_MAPPED.check(address, 'ipv6') || NAT64.check(address, 'ipv6')) return ipv4Of(seventh, eighth);
  if (SIX_TO_FOUR.check(address, 'ipv6')) return ipv4Of(second, third);
  return null;
}

function reachOfIpv4(address: string): AddressReach {
  if (LOOPBACK.check(address, 'ipv4')) return 'loopback';
  return NON_PUBLIC_V4.check(address, 'ipv4') ? 'non-public' : 'public';
}

/** Whether an IP address (v4 or v6, as DNS or a URL gives it) is loopback, non-public, or public. */
export function reachOf(rawAddress: string): AddressReach {
  // A link-local address from DNS may carry its interface (fe80::1%eth0): the address is what is judged.
  const address = rawAddress.replace(/%.*$/, '');
  if (isIP(address) === 4) return reachOfIpv4(address);
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== null) return reachOfIpv4(ipv4);
  if (LOOPBACK.check(address, 'ipv6')) return 'loopback';
  if (!GLOBAL_UNICAST.check(address, 'ipv6') || NON_PUBLIC_V6.check(address, 'ipv6')) return 'non-public';
  return 'public';
}
