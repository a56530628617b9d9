/**
 * The client a per-client limit counts (the inbox's requests without a
 * session, its failed sign-ins): an IPv4 address as it is, an IPv4-mapped IPv6
 * address as its IPv4, and an IPv6 address by its /64, the one network a
 * subscriber is given, in which one machine can take any of 2^64 addresses.
 */
import { isIPv6 } from "node:net";

export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.split("::");
  const groups = head ? head.split(":") : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(":") : [];
    // "::" stands for as many zero groups as make eight (an embedded IPv4 counts as two).
    const width = rest.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - width)).fill("0"), ...rest);
  }
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
