/** The client a per-client limit counts: IPv4 as is, IPv4-mapped IPv6 as its IPv4, other IPv6 by
 * its /64, as one subscriber's machine can take any of its 2^64 addresses. */
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
