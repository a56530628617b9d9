/**
 * Passkey ceremonies through @simplewebauthn/server: options with a one-time
 * challenge bound to a cookie, and the library's verification of the answer.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import { business } from "../../content/business";
import type { AdminContext } from "../../server/admin/context";
import type { Passkey } from "../../server/auth/records";
import { CEREMONY_COOKIE, ceremonyCookie, readCookie } from "./session.server";

export async function registrationOptions(
  c: AdminContext,
  email: string,
  existing: readonly Passkey[],
  purpose: string,
) {
  const options = await generateRegistrationOptions({
    rpName: `${business.brand} inbox`,
    rpID: c.rpId,
    userName: email,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const cookie = await c.auth.saveChallenge(options.challenge, purpose);
  return { options, setCookie: ceremonyCookie(cookie) };
}

export async function authenticationOptions(c: AdminContext) {
  const options = await generateAuthenticationOptions({
    rpID: c.rpId,
    userVerification: "required",
  });
  const cookie = await c.auth.saveChallenge(options.challenge, "sign-in");
  return { options, setCookie: ceremonyCookie(cookie) };
}

/** The challenge this browser's ceremony was given, once. */
export async function takeChallenge(c: AdminContext, request: Request, purpose: string) {
  const cookie = readCookie(request, CEREMONY_COOKIE);
  return cookie ? c.auth.takeChallenge(cookie, purpose) : undefined;
}

/** The browser's answer, as JSON text in the form's `response` field. */
const credentialJson = z
  .string()
  .max(20_000)
  .transform((v, ctx) => {
    try {
      const parsed: unknown = JSON.parse(v);
      return z
        .object({ id: z.string().min(1).max(1024), response: z.object({}).loose() })
        .loose()
        .parse(parsed);
    } catch {
      ctx.addIssue({ code: "custom", message: "not a passkey answer" });
      return z.NEVER;
    }
  });
export const parseCredential = (value: FormDataEntryValue | null) =>
  credentialJson.safeParse(value ?? "");

export async function verifyRegistration(c: AdminContext, response: unknown, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: c.siteUrl,
      expectedRPID: c.rpId,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyAuthentication(
  c: AdminContext,
  response: unknown,
  challenge: string,
  passkey: Passkey,
) {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: c.siteUrl,
      expectedRPID: c.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, "base64url"),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    });
    return result.verified ? result.authenticationInfo : undefined;
  } catch {
    return undefined;
  }
}
