import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side fetch must never reach unless SUPPLIER_ALLOW_PRIVATE=1: private,
 * loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation,
 * benchmark, multicast and reserved ranges, in IPv4 and IPv6.
 */
const blockedIpv4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blockedIpv4.addSubnet(network, prefix, "ipv4");
}
const blockedIpv6 = new BlockList();
for (const [network, prefix] of [
  // The local-use NAT64 prefix (RFC 8215) translates into a private network by definition.
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  // Site-local (deprecated by RFC 3879, still routed by some stacks).
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blockedIpv6.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of a valid IPv6 address (dotted IPv4 tail included). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((value, index) => bytes[index] === value);
const ZEROS_80 = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const dottedQuad = (bytes: number[]) => bytes.join(".");

/**
 * The IPv4 address an IPv6 one carries and is routed to: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d, also :: and ::1), 6to4
 * (2002:aabb:ccdd::/16) and well-known NAT64 (64:ff9b::a.b.c.d).
 */
function embeddedIpv4(bytes: number[]): string | undefined {
  if (startsWith(bytes, [...ZEROS_80, 0xff, 0xff])) return dottedQuad(bytes.slice(12));
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0])) return dottedQuad(bytes.slice(12));
  if (startsWith(bytes, [...ZEROS_80, 0, 0])) return dottedQuad(bytes.slice(12));
  if (startsWith(bytes, [0x20, 0x02])) return dottedQuad(bytes.slice(2, 6));
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return dottedQuad(bytes.slice(12));
  return undefined;
}

/** True for an address on the public internet. An IPv6 address carrying an IPv4 one is judged by that. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !blockedIpv4.check(address, "ipv4");
  if (version !== 6) return false;
  const inner = embeddedIpv4(ipv6Bytes(address));
  if (inner !== undefined) return isPublicAddress(inner);
  return !blockedIpv6.check(address, "ipv6");
}

/** Decides whether a resolved address may be connected to. */
export type AddressPolicy = (address: string) => boolean;

export function addressPolicy({ allowPrivate }: { allowPrivate: boolean }): AddressPolicy {
  return allowPrivate ? () => true : isPublicAddress;
}
