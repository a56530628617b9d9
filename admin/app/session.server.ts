/** The inbox's session cookie and the checks of every loader and action: pages without a session
 * redirect to sign-in, actions answer 401, owner-only actions 403 to staff. */
import { data, redirect } from "react-router";
import type { AdminContext } from "../../server/admin/context";
import { SESSION_COOKIE, cookieValue } from "../../server/auth/cookies";
import { RECENT_SIGN_IN_MS, type SignedIn } from "../../server/auth/service";
import type { Role } from "../../server/auth/records";

export { SESSION_COOKIE };
export { clearCeremonyCookie } from "../../server/auth/ceremony";

export const adminContext = (context: unknown) => context as AdminContext;

export const readCookie = (request: Request, name: string) =>
  cookieValue(request.headers.get("cookie"), name);

// Secure always: browsers accept it over plain HTTP only from localhost, so
// the inbox works unencrypted on loopback and nowhere else.
const cookie = (name: string, value: string, maxAgeS: number, sameSite: "Lax" | "Strict") =>
  `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=${sameSite}; Max-Age=${maxAgeS}`;
export const sessionCookie = (id: string, maxAgeMs: number) =>
  cookie(SESSION_COOKIE, id, Math.floor(maxAgeMs / 1000), "Lax");
export const clearSessionCookie = () => cookie(SESSION_COOKIE, "", 0, "Lax");

/** A post's form fields; the server takes only urlencoded posts (415 otherwise), and a body that
 * still cannot be read is the client's error (400). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "This form could not be read." }, { status: 400 });
  }
}

/** Where to go after sign-in: only a path inside the inbox, never another site (no open
 * redirect). The path is read as a browser reads it (dot segments, encoded dots), and anything
 * a browser would strip or rewrite (backslash, tab, control character) is refused. */
export function safeNext(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!next || !next.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(next)) return "/";
  let url: URL;
  try {
    url = new URL(next, "http://inbox.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://inbox.invalid" || !/^\/admin(?:\/|$)/.test(url.pathname)) return "/";
  const inApp = url.pathname.slice("/admin".length) || "/";
  if (inApp.startsWith("//")) return "/";
  return `${inApp}${url.search}`;
}

export async function requirePerson(
  request: Request,
  context: unknown,
  role?: Role,
): Promise<SignedIn> {
  const { auth } = adminContext(context);
  const signedIn = await auth.session(readCookie(request, SESSION_COOKIE));
  const isPage = request.method === "GET" || request.method === "HEAD";
  if (!signedIn) {
    if (!isPage) throw data({ error: "Please sign in first." }, { status: 401 });
    const url = new URL(request.url);
    // A client navigation asks for …/page.data (…/_.data after a trailing
    // slash); the page itself is what to come back to.
    const path = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
    url.searchParams.delete("_routes");
    const next = `${path}${url.search}`;
    throw redirect(`/sign-in?next=${encodeURIComponent(next)}`);
  }
  if (role === "owner" && signedIn.person.role !== "owner") {
    throw data({ error: "Only an owner can do this." }, { status: 403 });
  }
  return signedIn;
}

/** Whether the session is recent enough to change who has a way in (passkeys, invites,
 * removals), so a stolen session cookie cannot add its taker's passkey or lock owners out. */
export const recentSignIn = (context: unknown, { signedInAt }: SignedIn) =>
  adminContext(context).auth.now() - signedInAt < RECENT_SIGN_IN_MS;
