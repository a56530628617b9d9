import { redirect, type ActionFunctionArgs } from "react-router";
import {
  SESSION_COOKIE,
  adminContext,
  clearSessionCookie,
  readCookie,
  readForm,
  requirePerson,
  safeNext,
} from "../session.server";

/** Signs this browser out (POST only); `everywhere` ends all the person's sessions. Without a
 * session the cookie is cleared and sign-in follows, but "everywhere" is refused (401): it could
 * end none, and a redirect would read as done. Cross-site posts are refused before this. */
export async function action({ request, context }: ActionFunctionArgs) {
  const c = adminContext(context);
  const form = await readForm(request);
  const everywhere = form.get("everywhere") === "yes";
  const signedIn = everywhere
    ? await requirePerson(request, context)
    : await c.auth.session(readCookie(request, SESSION_COOKIE));
  if (signedIn) {
    const { person } = signedIn;
    if (everywhere) await c.auth.endAllSessions(person.id);
    else await c.auth.endSession(readCookie(request, SESSION_COOKIE)!);
    await c.auth.audit("sign-out", person, null, everywhere ? "every device" : null);
  }
  // Back where the visitor was after signing in again (the account page's "Sign in again").
  const next = safeNext(String(form.get("next") ?? ""));
  const to = next === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(`/admin${next}`)}`;
  return redirect(to, { headers: { "set-cookie": clearSessionCookie() } });
}

export function loader() {
  return redirect("/");
}
