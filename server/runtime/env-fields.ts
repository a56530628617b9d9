/** The parsers of env.ts's fields: empty means unset, integers, booleans, URLs by protocol, the
 * trusted proxies. */
import { isIP } from "node:net";
import { z } from "zod";

/** `PORT=` in an env file means "not set", not 0 (which would be a random port). */
export const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);
export const int = (min: number, max = Number.MAX_SAFE_INTEGER, fallback: number) =>
  unsetIfEmpty(z.coerce.number().int().min(min).max(max).default(fallback));
export const bool = unsetIfEmpty(
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .default("false")
    .transform((v) => v === "true" || v === "1" || v === "yes"),
);
/** `new URL` throws on a bad address; that must become a message naming the variable. */
const protocolOf = (v: string) => {
  try {
    return new URL(v).protocol;
  } catch {
    return undefined;
  }
};
export const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .url()
        .refine(
          // An unparsable address is already reported by .url(); one message is enough.
          (v) => {
            const protocol = protocolOf(v);
            return protocol === undefined || protocols.includes(protocol);
          },
          `must use ${protocols.join(" or ")}`,
        )
        .optional(),
    );

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];
const isProxyAddress = (v: string) => {
  if (PROXY_RANGE_NAMES.includes(v)) return true;
  const [address = "", bits, ...rest] = v.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/** Whom X-Forwarded-For is believed from: nobody (default), the last N hops, or listed proxies and
 * CIDR ranges. `true` is refused with a message saying what to write instead: it would believe
 * every hop, so a client could name any address and dodge the rate limit. */
export const trustProxy = unsetIfEmpty(z.string().trim().default("false")).transform((v, ctx) => {
  const lower = v.toLowerCase();
  if (["false", "0", "no"].includes(lower)) return false as const;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
  }
  if (["true", "yes"].includes(lower)) {
    ctx.addIssue({
      code: "custom",
      message:
        "true would believe every X-Forwarded-For hop, so any client could pick its own address; give the number of proxies in front of the server (1 for one reverse proxy) or their addresses (127.0.0.1, 10.0.0.0/8, loopback)",
    });
    return z.NEVER;
  }
  const list = v
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");
  const bad = list.filter((a) => !isProxyAddress(a));
  if (list.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be false, a hop count (0 to 10) or proxy addresses/CIDR ranges separated by commas; not ${bad.join(", ") || v}`,
    });
    return z.NEVER;
  }
  return list;
});

const LOOPBACK_HOSTS = new Set(["localhost", "[::1]"]);
/** A webhook in clear text is only for a receiver on this machine. */
export const isLoopbackUrl = (url: string) => {
  const { hostname } = new URL(url);
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
};

/** TRAFFIC_BLOCK_IPS: addresses and CIDR ranges, comma-separated; beacons from them are dropped. */
export const blockedAddresses = unsetIfEmpty(z.string().trim().default("")).transform((v, ctx) => {
  const list = v
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");
  const bad = list.filter((a) => !isProxyAddress(a) || PROXY_RANGE_NAMES.includes(a));
  if (bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be IP addresses or CIDR ranges separated by commas; not ${bad.join(", ")}`,
    });
    return z.NEVER;
  }
  return list;
});
