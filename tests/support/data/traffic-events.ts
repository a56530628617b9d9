/** Events as the route queues them, for the traffic tests and the bench. */
import { UTM_KEYS, type UtmKey } from "../../../shared/lead-source";
import { visitorDigest } from "../../../server/traffic/beacon/salt";
import type { QueuedEvent } from "../../../server/traffic/beacon/writer";

export interface EventSpec {
  at: number;
  ip?: string;
  ua?: string;
  kind?: QueuedEvent["kind"];
  path?: string;
  landing?: string;
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
  device?: QueuedEvent["device"];
  vitals?: QueuedEvent["vitals"];
}

export const queuedEvent = (s: EventSpec): QueuedEvent => ({
  at: s.at,
  digest: visitorDigest(s.ip ?? "203.0.113.7", s.ua ?? "Mozilla/5.0 Test", "lexcore.example"),
  kind: s.kind ?? "pageview",
  path: s.path ?? "/",
  source: {
    landing: s.landing ?? s.path ?? "/",
    referrer: s.referrer ?? "",
    utm: Object.fromEntries(UTM_KEYS.map((k) => [k, s.utm?.[k] ?? ""])) as Record<UtmKey, string>,
  },
  device: s.device ?? "desktop",
  vitals: s.vitals ?? {},
});
