/** A passkey ceremony's challenge kept in a cookie signed by createCookie (HMAC-SHA256; the
 * first secret signs, all verify), so showing sign-in writes nothing; the store records it only
 * once an answer is verified (AuthStore.spendChallenge), so it works once. */
import { hkdfSync } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import { CEREMONY_COOKIE } from "./cookies";

export interface Ceremony {
  challenge: string;
  purpose: string;
  expiresAt: number;
}

const ceremonyShape = z.object({
  challenge: z.string().min(1).max(512),
  purpose: z.string().min(1).max(200),
  expiresAt: z.number(),
});

/** HttpOnly, Secure (plain HTTP only from localhost), SameSite=Strict, and __Host- (Path=/, no
 * Domain) so no other host can plant one. */
const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: "strict", path: "/" } as const;

/** The ceremony cookie signed with `secrets`; the browser drops it after `maxAgeS`. */
export function ceremonyCookie(secrets: string[], maxAgeS: number) {
  const cookie = createCookie(CEREMONY_COOKIE, { ...ATTRIBUTES, secrets, maxAge: maxAgeS });
  return {
    /** The Set-Cookie header that gives the browser this ceremony. */
    seal: (ceremony: Ceremony) => cookie.serialize(ceremony),
    /** The ceremony in the request's Cookie header when one of `secrets` signed it, it is
     * unexpired and for `purpose`. */
    async open(
      header: string | null | undefined,
      purpose: string,
      now: number,
    ): Promise<Ceremony | undefined> {
      let value: unknown;
      try {
        value = await cookie.parse(header ?? null);
      } catch {
        return undefined;
      }
      const parsed = ceremonyShape.safeParse(value);
      if (!parsed.success || parsed.data.purpose !== purpose || parsed.data.expiresAt <= now)
        return undefined;
      return parsed.data;
    },
  };
}

/** The Set-Cookie header that ends a ceremony (an empty value carries no signature). */
export const clearCeremonyCookie = () =>
  createCookie(CEREMONY_COOKIE, ATTRIBUTES).serialize("", { maxAge: 0 });

/** The ceremony cookies' key, derived (HKDF-SHA256) from a server secret for this use alone. */
export const ceremonyKey = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "", "lexcore passkey ceremony cookie", 32)).toString(
    "base64url",
  );
