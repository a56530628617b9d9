/** Sign-in rules: single-use invites, sessions with idle and absolute timeouts, the
 * failed-sign-in limit and the audit log. Secrets are 256-bit random, stored as SHA-256 only;
 * the clock is injected. */
import { createHash, randomBytes } from "node:crypto";
import type { AuditAction, Person, Role } from "./records";
import { ceremonyCookie, type Ceremony } from "./ceremony";
import type { AuthStore } from "./auth-store";

export const INVITE_TTL_MS = 30 * 60_000;
export const CHALLENGE_TTL_MS = 5 * 60_000;
const YEAR_MS = 365 * 86_400_000;
/** Failed sign-ins looked back on, and how many one client may make in that time. They count
 * against the client only: counting against the named passkey would let anyone lock its owner
 * out. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ADDRESS = 10;
/** A session's last use is written at most once a minute, and at most every sixtieth of the idle
 * limit, so the idle limit is measured from the last request to within that (a second at 1
 * minute). */
const TOUCH_EVERY_MS = 60_000;
export const touchEvery = (idleMs: number) => Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / 60));
/** How recent a sign-in must be to change passkeys or people, so a stolen session cookie cannot
 * add a passkey that outlives it, nor lock others out. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export const newSecret = () => randomBytes(32).toString("base64url");
export const hashSecret = (secret: string) =>
  createHash("sha256").update(secret).digest("base64url");
/** The client's address is kept only as a hash, and only for the rate limit. */
const addressKey = (address: string) => `address:${hashSecret(address)}`;

export interface AuthOptions {
  idleMs: number;
  absoluteMs: number;
  now?: () => number;
  /** Keys of passkey ceremony cookies: the first signs, each verifies (for rotation). */
  ceremonySecrets?: () => Promise<string[]>;
}

export type InviteStatus =
  { ok: true; email: string; role: Role } | { ok: false; reason: "unknown" | "expired" | "used" };

export interface SignedIn {
  person: Person;
  /** The hash of the session id, for signing this session out. */
  idHash: string;
  /** When (ms) this session began: the passkey sign-in (or invite) that made it. */
  signedInAt: number;
  /** The passkey that made this session, if recorded. */
  passkeyId: string | null;
}

export function authService(store: AuthStore, opts: AuthOptions) {
  const now = opts.now ?? Date.now;
  const ceremonies = async () => {
    if (!opts.ceremonySecrets) throw new Error("no key for passkey ceremonies");
    return ceremonyCookie(await opts.ceremonySecrets(), CHALLENGE_TTL_MS / 1000);
  };
  const audit = (
    action: AuditAction,
    who: Pick<Person, "id" | "email"> | null,
    leadId: string | null = null,
    detail: string | null = null,
  ) =>
    store.audit({
      at: now(),
      personId: who?.id ?? null,
      personEmail: who?.email ?? null,
      action,
      leadId,
      detail,
    });

  return {
    store,
    now,
    audit,
    absoluteMs: opts.absoluteMs,

    /** The person who has access with this address already, if anyone. */
    accessOf: (email: string) => store.getPersonByEmail(email),
    /** A new invite's link token (only its hash is kept). The log records the role it gives
     * (upsertPerson never lowers one) and whether the address has access already (the link then
     * adds a passkey). */
    async invite(email: string, role: Role, by: Person | null): Promise<string> {
      const existing = await store.getPersonByEmail(email);
      const granted = existing?.role === "owner" ? "owner" : role;
      const token = newSecret();
      await store.createInvite(
        hashSecret(token),
        email,
        role,
        now(),
        INVITE_TTL_MS,
        by?.id ?? null,
      );
      const note = existing ? `, who has access as ${existing.role}: adds a passkey to them` : "";
      await audit("invite", by, null, `${email} as ${granted}${note}`);
      return token;
    },
    async inviteStatus(token: string): Promise<InviteStatus> {
      const invite = await store.getInvite(hashSecret(token));
      if (!invite) return { ok: false, reason: "unknown" };
      if (invite.usedAt !== null) return { ok: false, reason: "used" };
      if (invite.expiresAt <= now()) return { ok: false, reason: "expired" };
      return { ok: true, email: invite.email, role: invite.role };
    },
    /** Uses the invite up; false when it is not valid (raced, expired, used). */
    consumeInvite: (token: string) => store.consumeInvite(hashSecret(token), now()),

    /** A new session; the browser's previous one ends, so an id known before sign-in is never
     * valid after. */
    async startSession(personId: string, previousId?: string, passkeyId?: string): Promise<string> {
      if (previousId) await store.deleteSession(hashSecret(previousId));
      const id = newSecret();
      await store.createSession(hashSecret(id), personId, now(), opts.absoluteMs, passkeyId);
      return id;
    },
    /** Removes one of the person's passkeys and ends every session it made, except `current`
     * (the one removing it, told so by its page). */
    async removePasskey(personId: string, passkeyId: string, current: SignedIn) {
      const result = await store.removePasskey(personId, passkeyId);
      if (result !== "removed") return { result, ended: 0 };
      const ended = await store.deleteSessionsOfPasskey(passkeyId, current.idHash);
      return { result, ended };
    },
    /** The signed-in person, or undefined when the id is unknown, idle too long or too old. */
    async session(id: string | undefined): Promise<SignedIn | undefined> {
      if (!id) return undefined;
      const idHash = hashSecret(id);
      const session = await store.getSession(idHash);
      if (!session) return undefined;
      const t = now();
      // Both limits with today's settings: lowering either ends older sessions at once.
      if (t - session.createdAt >= opts.absoluteMs || t - session.lastSeenAt >= opts.idleMs) {
        await store.deleteSession(idHash);
        return undefined;
      }
      const person = await store.getPerson(session.personId);
      if (!person) return undefined;
      if (t - session.lastSeenAt >= touchEvery(opts.idleMs)) await store.touchSession(idHash, t);
      return { person, idHash, signedInAt: session.createdAt, passkeyId: session.passkeyId };
    },
    endSession: (id: string) => store.deleteSession(hashSecret(id)),
    endAllSessions: (personId: string) => store.deleteSessionsOf(personId),

    /** The Set-Cookie header of a ceremony cookie for a WebAuthn challenge: signed, for
     * `purpose`, good for CHALLENGE_TTL_MS. */
    async sealChallenge(challenge: string, purpose: string): Promise<string> {
      return (await ceremonies()).seal({ challenge, purpose, expiresAt: now() + CHALLENGE_TTL_MS });
    },
    /** The challenge in a request's Cookie header, when it is ours, unexpired and for `purpose`
     * (nothing is written). */
    async openChallenge(
      cookieHeader: string | null | undefined,
      purpose: string,
    ): Promise<Ceremony | undefined> {
      return (await ceremonies()).open(cookieHeader, purpose, now());
    },
    /** The request's ceremony when it is ours, unexpired, for `purpose` and not spent yet. */
    async liveChallenge(
      cookieHeader: string | null | undefined,
      purpose: string,
    ): Promise<Ceremony | undefined> {
      const ceremony = await (await ceremonies()).open(cookieHeader, purpose, now());
      if (!ceremony || (await store.challengeSpent(hashSecret(ceremony.challenge))))
        return undefined;
      return ceremony;
    },
    /** Uses a ceremony up once its answer is verified; false when it was used before. */
    spendChallenge: (ceremony: Ceremony) =>
      store.spendChallenge(hashSecret(ceremony.challenge), ceremony.purpose, ceremony.expiresAt),

    /** Too many failed sign-ins lately from this client (server/admin/client-key.ts). */
    async signInLimited(address: string): Promise<boolean> {
      const since = now() - FAILURE_WINDOW_MS;
      return (await store.countFailures(addressKey(address), since)) >= MAX_FAILURES_PER_ADDRESS;
    },
    /** Counted against the client; the person the passkey names is only logged. */
    async signInFailed(address: string, person: Person | undefined, why: string) {
      await store.recordFailure([addressKey(address)], now());
      await audit("sign-in-failed", person ?? null, null, why);
    },
    /** Old audit entries (over a year), failures and dead sessions are dropped. */
    async tidy() {
      const t = now();
      await store.purgeOld(t - YEAR_MS, t - FAILURE_WINDOW_MS);
      await store.sweep(t, opts.idleMs, opts.absoluteMs);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
