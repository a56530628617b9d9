/** Which beacons count. DNT, GPC, an inbox session cookie and a prefetch are not counted and not
 * reported; bots (User-Agent, webdriver, no page start, blocked address) and beacons for a path
 * that is not a page of the site are dropped and counted. */
import { isbot } from "isbot";
import { BlockList, isIP } from "node:net";
import { SESSION_COOKIE, cookieValue } from "../../auth/cookies";
import type { Device, DropReason } from "../report/traffic-types";

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? "";
};

/** Session ids are 32 random bytes in base64url (server/auth/service.ts). */
const SESSION_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The visitor opted out, or it is the owner: a session cookie of the right shape (a store check
 * would cost I/O; a forged one only hides its sender, as DNT does). */
export function notCounted(headers: Headers): boolean {
  if (header(headers, "dnt").trim() === "1") return true;
  if (header(headers, "sec-gpc").trim() === "1") return true;
  if (header(headers, "sec-purpose").toLowerCase().includes("prefetch")) return true;
  const session = cookieValue(header(headers, "cookie"), SESSION_COOKIE);
  return session !== undefined && SESSION_SHAPE.test(session);
}

/** A page start older than this, or later than now plus the skew, is not a real page's. */
export const START_MAX_AGE_MS = 86_400_000;
export const START_MAX_SKEW_MS = 5 * 60_000;

export function dropReason(
  input: {
    ip: string;
    userAgent: string;
    webdriver: boolean;
    start: unknown;
    now: number;
    /** The beacon's path (and a visit's landing page) are pages of the site. */
    sitePage: boolean;
  },
  blocked: BlockList,
): DropReason | undefined {
  if (isBlocked(blocked, input.ip)) return "blocked-ip";
  if (!input.userAgent || isbot(input.userAgent)) return "bot-agent";
  if (input.webdriver) return "webdriver";
  const s = input.start;
  if (
    typeof s !== "number" ||
    !Number.isFinite(s) ||
    s < input.now - START_MAX_AGE_MS ||
    s > input.now + START_MAX_SKEW_MS
  )
    return "no-page-start";
  // Anyone can post a beacon: a made-up path would add a row to the owner's report.
  if (!input.sitePage) return "unknown-page";
  return undefined;
}

function isBlocked(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return list.check(mapped[1]!, "ipv4");
  return list.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** TRAFFIC_BLOCK_IPS: addresses and CIDR ranges, comma-separated (checked by env.ts). */
export function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Only the class is kept: phones and tablets are "phone". */
export function deviceOf(headers: Headers): Device {
  if (header(headers, "sec-ch-ua-mobile") === "?1") return "phone";
  return /Mobi|Android|iPhone|iPad/.test(header(headers, "user-agent")) ? "phone" : "desktop";
}
