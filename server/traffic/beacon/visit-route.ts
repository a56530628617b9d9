/** POST /api/visit: one beacon as text/plain or JSON, at most MAX_BEACON_BYTES (413, 415, 400,
 * 429 otherwise). It answers 204 at once: the event is queued, never written on the request
 * path. */
import type { FastifyInstance } from "fastify";
import { BEACON_PATH, MAX_BEACON_BYTES } from "../../../shared/visit-beacon";
import { clientKey } from "../../admin/client-key";
import { BeaconError, readBeacon } from "./read-beacon";
import { dayOf } from "../../../shared/zoned-date";
import { clientValueCap } from "../rollup/source-caps";
import { windowLimit } from "./beacon-limit";
import { deviceOf, dropReason, notCounted } from "./counting-rules";
import { visitorDigest } from "./salt";
import type { TrafficWriter } from "./writer";
import type { BlockList } from "node:net";

export interface BeaconRouteOptions {
  writer: Pick<TrafficWriter, "add" | "drop">;
  /** The site's host: part of the daily visitor's hash. */
  siteHost: string;
  blocked: BlockList;
  /** Whether a path is a page of the site (its built pages, the not-found page excepted). */
  isPage: (path: string) => boolean;
  rateLimit: { max: number; windowMs: number };
  now?: () => number;
}

const text = (code: number, message: string) => ({ code, message: `${code} ${message}\n` });

export async function registerBeaconRoute(app: FastifyInstance, opts: BeaconRouteOptions) {
  const now = opts.now ?? Date.now;
  const allow = windowLimit(opts.rateLimit.max, opts.rateLimit.windowMs, now);
  const capValues = clientValueCap();
  // Its own scope: these body types are read here only (the form reads urlencoded).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ["text/plain", "application/json"],
      { parseAs: "string", bodyLimit: MAX_BEACON_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser("*", (_request, _body, done) =>
      done(Object.assign(new Error("Unsupported Media Type"), { statusCode: 415 }), undefined),
    );
    scope.post(BEACON_PATH, async (request, reply) => {
      const refuse = ({ code, message }: { code: number; message: string }) =>
        reply.code(code).type("text/plain; charset=utf-8").send(message);
      // Per client: an IPv6 subscriber's /64 is one client (it may use any address in it).
      const client = clientKey(request.ip);
      if (!allow(client)) return refuse(text(429, "Too Many Requests"));
      if (typeof request.body !== "string") return refuse(text(400, "Bad Request"));
      let beacon;
      try {
        beacon = readBeacon(request.body);
      } catch (error) {
        if (error instanceof BeaconError) return refuse(text(400, "Bad Request"));
        throw error;
      }
      const t = now();
      if (!notCounted(request.headers)) {
        const userAgent = request.headers["user-agent"] ?? "";
        const reason = dropReason(
          {
            ip: request.ip,
            userAgent,
            webdriver: beacon.webdriver,
            start: beacon.start,
            now: t,
            sitePage: opts.isPage(beacon.path) && opts.isPage(beacon.source.landing),
          },
          opts.blocked,
        );
        if (reason) opts.writer.drop(reason, t);
        else
          opts.writer.add({
            at: t,
            digest: visitorDigest(request.ip, userAgent, opts.siteHost),
            kind: beacon.kind,
            path: beacon.path,
            // Past CLIENT_DAY_VALUES new campaigns and referrers a day, a client's are "(other)".
            source:
              beacon.kind === "visit" ? capValues(client, dayOf(t), beacon.source) : beacon.source,
            device: deviceOf(request.headers),
            vitals: beacon.vitals,
          });
      }
      return reply.code(204).header("cache-control", "no-store").send();
    });
  });
}
