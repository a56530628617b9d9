/**
 * The inbox's session cookie and the checks every loader and action makes.
 * Pages without a session redirect to sign-in (keeping where they were going);
 * actions without one answer 401, and a staff member's owner-only action 403.
 */
import { data, redirect } from "react-router";
import type { AdminContext } from "../../server/admin/context";
import { RECENT_SIGN_IN_MS, type SignedIn } from "../../server/auth/service";
import type { Role } from "../../server/auth/records";

export const SESSION_COOKIE = "__Host-lexcore-session";
/** Binds a passkey ceremony's challenge to this browser (server/auth/service.ts). */
export const CEREMONY_COOKIE = "__Host-lexcore-passkey";

export const adminContext = (context: unknown) => context as AdminContext;

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || undefined;
  }
  return undefined;
}

// Secure always: browsers accept it over plain HTTP only from localhost, so
// the inbox works unencrypted on loopback and nowhere else.
const cookie = (name: string, value: string, maxAgeS: number, sameSite: "Lax" | "Strict") =>
  `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=${sameSite}; Max-Age=${maxAgeS}`;
export const sessionCookie = (id: string, maxAgeMs: number) =>
  cookie(SESSION_COOKIE, id, Math.floor(maxAgeMs / 1000), "Lax");
export const clearSessionCookie = () => cookie(SESSION_COOKIE, "", 0, "Lax");
export const ceremonyCookie = (value: string) => cookie(CEREMONY_COOKIE, value, 300, "Strict");

/**
 * Where to go after sign-in, as a path inside the app (React Router adds the
 * /admin basename to redirects): only a path inside the inbox, never another
 * site (no open redirect).
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?]|$)/.test(next) || next.includes("\\")) return "/";
  const inApp = next.slice("/admin".length);
  if (inApp.startsWith("//")) return "/";
  return inApp.startsWith("/") ? inApp : `/${inApp}`;
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

/**
 * Whether the session began recently enough for what gives a lasting way in:
 * adding a passkey, inviting someone. A session cookie taken from a browser
 * cannot then be turned into a passkey of its taker's own.
 */
export const recentSignIn = (context: unknown, { signedInAt }: SignedIn) =>
  adminContext(context).auth.now() - signedInAt < RECENT_SIGN_IN_MS;
