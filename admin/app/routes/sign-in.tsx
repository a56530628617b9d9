import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { usePasskey } from "../components/passkey";
import { authenticationOptions, parseCredential, verifyAuthentication } from "../passkeys.server";
import {
  SESSION_COOKIE,
  adminContext,
  clearCeremonyCookie,
  readCookie,
  readForm,
  safeNext,
  sessionCookie,
} from "../session.server";
import { FormError } from "../components/form-error";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const c = adminContext(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await c.auth.session(readCookie(request, SESSION_COOKIE))) throw redirect(next);
  const { options, setCookie } = await authenticationOptions(c);
  return data({ options, next }, { headers: { "set-cookie": setCookie } });
}

const FAILED =
  "That passkey did not sign you in. Try again, or ask an owner for a new invite link.";
const LIMITED = "Too many failed sign-ins. Wait 15 minutes and try again.";
const STALE = "This sign-in page has expired. Reload the page and try again.";

export async function action({ request, context }: ActionFunctionArgs) {
  const c = adminContext(context);
  // A post without a live challenge from this page (signed, unexpired, unspent) is refused
  // before anything is counted or written: nobody's failures can be run up without one.
  const challenge = await c.auth.liveChallenge(request.headers.get("cookie"), "sign-in");
  if (!challenge) return data({ error: STALE }, { status: 401 });
  // Failures count against this client only, never against the passkey named in the post.
  if (await c.auth.signInLimited(c.address)) return data({ error: LIMITED }, { status: 429 });
  const form = await readForm(request);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const credential = parseCredential(form.get("response"));
  const passkey = credential.success
    ? await c.auth.store.getPasskey(credential.data.id)
    : undefined;
  const person = passkey && (await c.auth.store.getPerson(passkey.personId));
  const verified =
    credential.success && passkey && person
      ? await verifyAuthentication(c, credential.data, challenge, passkey)
      : undefined;
  if (!verified || !passkey || !person) {
    await c.auth.signInFailed(
      c.address,
      person,
      !credential.success
        ? "malformed answer"
        : !passkey
          ? "unknown passkey"
          : "verification failed",
    );
    return data({ error: FAILED }, { status: credential.success ? 401 : 400 });
  }
  await c.auth.store.usePasskey(passkey.id, verified.newCounter, c.auth.now());
  const id = await c.auth.startSession(person.id, readCookie(request, SESSION_COOKIE), passkey.id);
  await c.auth.audit("sign-in", person, null, passkey.name);
  const headers = new Headers();
  headers.append("set-cookie", sessionCookie(id, c.auth.absoluteMs));
  headers.append("set-cookie", await clearCeremonyCookie());
  return redirect(next, { headers });
}

export default function SignIn() {
  const { options } = useLoaderData<typeof loader>();
  const passkey = usePasskey();
  return (
    <main id="main" className="admin-narrow">
      <title>Sign in | Inbox</title>
      <h1>Sign in to the inbox</h1>
      <p>Use the passkey you made from your invite link: your phone, computer or security key.</p>
      <p>
        <button
          type="button"
          className="admin-btn admin-btn-primary"
          disabled={passkey.busy}
          onClick={() => void passkey.signIn(options)}
        >
          Sign in with a passkey
        </button>
      </p>
      <FormError error={passkey.error} />
      <p className="admin-muted">
        No passkey yet, or lost it? Ask an owner for an invite link. The first owner gets one from
        the server: <code>npm run leads -- invite EMAIL --role owner</code>.
      </p>
    </main>
  );
}
