// Who is "one address" for counting (docs/reliability.md, "One address"): an IPv4 address is itself,
// an IPv6 address stands for its /64, because one home or phone gets a whole /64 and picks any
// address in it at will. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 address.
import ipaddr from 'ipaddr.js';

/** The prefix length one IPv6 subscriber controls. */
export const IPV6_SUBSCRIBER_PREFIX = 64;

/** `203.0.113.7` → itself; `2001:db8:1:2:3:4:5:6` → `2001:db8:1:2::/64`; anything unparsable → itself. */
export function addressGroup(ip: string, ipv6Prefix: number = IPV6_SUBSCRIBER_PREFIX): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray();
  const kept = bytes.map((byte, index) => {
    const bitsBefore = index * 8;
    if (bitsBefore >= ipv6Prefix) return 0;
    if (bitsBefore + 8 <= ipv6Prefix) return byte;
    return byte & (0xff << (8 - (ipv6Prefix - bitsBefore)));
  });
  return `${ipaddr.fromByteArray(kept).toString()}/${ipv6Prefix}`;
}
