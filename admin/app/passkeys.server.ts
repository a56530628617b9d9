/** Passkey ceremonies through @simplewebauthn/server: the challenge is kept in a signed cookie
 * (server/auth/ceremony.ts) and a verified answer spends it. */
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
import type { Ceremony } from "../../server/auth/ceremony";
import type { Passkey } from "../../server/auth/records";

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
  return { options, setCookie: await c.auth.sealChallenge(options.challenge, purpose) };
}

export async function authenticationOptions(c: AdminContext) {
  const options = await generateAuthenticationOptions({
    rpID: c.rpId,
    userVerification: "required",
  });
  return { options, setCookie: await c.auth.sealChallenge(options.challenge, "sign-in") };
}

/** The ceremony this browser was given for `purpose`, while it is valid (not yet spent: see
 * spendChallenge). */
export const takeChallenge = (c: AdminContext, request: Request, purpose: string) =>
  c.auth.openChallenge(request.headers.get("cookie"), purpose);

/** A passkey is one person's: a credential registered already is refused, never moved. */
export const TAKEN = "This passkey is registered already. Make a new one and try again.";

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

/** The library's verdict; a malformed answer is no answer (the library throws on those). */
async function verdict<T extends { verified: boolean }>(check: () => Promise<T>) {
  try {
    const result = await check();
    return result.verified ? result : undefined;
  } catch {
    return undefined;
  }
}

/** The new passkey, when the answer is verified and its ceremony was not used before. */
export async function verifyRegistration(c: AdminContext, response: unknown, ceremony: Ceremony) {
  const result = await verdict(() =>
    verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: c.siteUrl,
      expectedRPID: c.rpId,
      requireUserVerification: true,
    }),
  );
  return result && (await c.auth.spendChallenge(ceremony)) ? result.registrationInfo : undefined;
}

export const NOT_SAVED = "The passkey could not be saved. Try again.";

/** The new passkey a registration form answered with: the browser's answer (its `response`
 * field) verified against this browser's ceremony for `purpose`, or undefined. */
export async function registrationAnswer(
  c: AdminContext,
  request: Request,
  response: FormDataEntryValue | null,
  purpose: string,
) {
  const credential = parseCredential(response);
  const challenge = await takeChallenge(c, request, purpose);
  return credential.success && challenge
    ? await verifyRegistration(c, credential.data, challenge)
    : undefined;
}

type Registration = NonNullable<Awaited<ReturnType<typeof verifyRegistration>>>;

/** Keeps a verified new passkey as the person's; false when its credential is registered already
 * (the store refuses it). */
export const keepPasskey = (
  c: AdminContext,
  personId: string,
  info: Registration,
  name: string,
  createdAt: number,
) =>
  c.auth.store.addPasskey({
    id: info.credential.id,
    personId,
    publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    name,
    createdAt,
  });

/** The sign-in, when the answer is verified and its ceremony was not used before. */
export async function verifyAuthentication(
  c: AdminContext,
  response: unknown,
  ceremony: Ceremony,
  passkey: Passkey,
) {
  const result = await verdict(() =>
    verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: c.siteUrl,
      expectedRPID: c.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, "base64url"),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    }),
  );
  return result && (await c.auth.spendChallenge(ceremony)) ? result.authenticationInfo : undefined;
}
