import { useState } from "react";
import {
  Form,
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { DangerForm } from "../components/danger-form";
import { usePasskey } from "../components/passkey";
import { SignInAgain, signInAgainText } from "../components/sign-in-again";
import { accountAction, fieldErrors } from "../forms.server";
import {
  NOT_SAVED,
  TAKEN,
  keepPasskey,
  registrationAnswer,
  registrationOptions,
} from "../passkeys.server";
import {
  adminContext,
  clearCeremonyCookie,
  readForm,
  recentSignIn,
  requirePerson,
} from "../session.server";
import { eastern } from "../time";
import { FormError } from "../components/form-error";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requirePerson(request, context);
  const { person } = signedIn;
  const c = adminContext(context);
  const passkeys = await c.auth.store.listPasskeys(person.id);
  // Passkeys can be changed (and a ceremony is begun, its cookie set) only in a fresh session.
  const ceremony = recentSignIn(context, signedIn)
    ? await registrationOptions(c, person.email, passkeys, `add:${person.id}`)
    : undefined;
  return data(
    {
      email: person.email,
      role: person.role,
      options: ceremony?.options ?? null,
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        created: eastern(p.createdAt),
        used: p.lastUsedAt ? eastern(p.lastUsedAt) : "never",
      })),
    },
    ceremony ? { headers: { "set-cookie": ceremony.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = await requirePerson(request, context);
  const { person } = signedIn;
  const c = adminContext(context);
  const form = Object.fromEntries(await readForm(request));
  // Every passkey change, not only an addition, asks for a fresh sign-in: a
  // taken session cookie must not be able to rename or remove the owner's keys.
  if (!recentSignIn(context, signedIn))
    return data({ errors: {}, error: signInAgainText(CHANGE) }, { status: 403 });
  const parsed = accountAction.safeParse(form);
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), error: undefined }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "rename") {
    if (!(await c.auth.store.renamePasskey(person.id, input.id, input.name)))
      return data({ errors: {}, error: "No such passkey." }, { status: 404 });
    await c.auth.audit("passkey-renamed", person, null, input.name);
    return { errors: {}, error: undefined };
  }
  if (input.intent === "remove") {
    const { result, ended } = await c.auth.removePasskey(person.id, input.id, signedIn);
    if (result === "last")
      return data(
        { errors: {}, error: "This is your only passkey: add another before removing it." },
        { status: 400 },
      );
    if (result === "missing")
      return data({ errors: {}, error: "No such passkey." }, { status: 404 });
    await c.auth.audit("passkey-removed", person, null, `${ended} other session(s) ended`);
    return {
      errors: {},
      error: undefined,
      notice: removedNotice(ended, signedIn.passkeyId === input.id),
    };
  }
  const info = await registrationAnswer(c, request, input.response, `add:${person.id}`);
  if (!info) return data({ errors: {}, error: NOT_SAVED }, { status: 400 });
  if (!(await keepPasskey(c, person.id, info, input.name, c.auth.now())))
    return data({ errors: {}, error: TAKEN }, { status: 409 });
  await c.auth.audit("passkey-added", person, null, input.name);
  return data(
    { errors: {}, error: undefined },
    { headers: { "set-cookie": await clearCeremonyCookie() } },
  );
}

const CHANGE = "add, rename or remove a passkey";

/** What the page says after a removal: the sessions it ended, and whether this one was its. */
function removedNotice(ended: number, thisSession: boolean): string {
  const others =
    ended === 0
      ? "No other session was signed in with it."
      : `${ended === 1 ? "One other session" : `${ended} other sessions`} signed in with it ${ended === 1 ? "is" : "are"} now signed out.`;
  const mine = thisSession
    ? " This session was signed in with that passkey: it stays open until you sign out, and next time you sign in with another passkey."
    : "";
  return `Passkey removed. ${others}${mine}`;
}

export default function Account() {
  const { email, role, passkeys, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const passkey = usePasskey();
  const [name, setName] = useState("");
  const error = result?.error ?? passkey.error;
  return (
    <main id="main" className="admin-page">
      <title>Account | Inbox</title>
      <h1>Your account</h1>
      <p>
        {email} · {role === "owner" ? "Owner" : "Staff"}
      </p>
      <FormError error={error} />
      {result && "notice" in result && result.notice ? (
        <p role="status" className="admin-ok">
          {result.notice}
        </p>
      ) : null}
      <h2>Passkeys</h2>
      <ul className="admin-cards">
        {passkeys.map((p) => (
          <li key={p.id}>
            {options ? (
              <Form method="post" className="admin-inline">
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="id" value={p.id} />
                <label htmlFor={`name-${p.id}`}>Name</label>
                <input
                  id={`name-${p.id}`}
                  name="name"
                  defaultValue={p.name}
                  maxLength={60}
                  required
                />
                <button type="submit" className="admin-btn">
                  Rename
                </button>
              </Form>
            ) : (
              <p>
                <strong>{p.name}</strong>
              </p>
            )}
            <p className="admin-muted">
              Added {p.created}; last used {p.used}
            </p>
            {options ? (
              <DangerForm intent="remove" id={p.id} label={`Remove passkey ${p.name}`}>
                Remove
              </DangerForm>
            ) : null}
          </li>
        ))}
      </ul>
      {options ? (
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            void passkey.register(options, { intent: "add", name });
          }}
        >
          <label htmlFor="new-passkey">Name of a new passkey</label>
          <input
            id="new-passkey"
            value={name}
            maxLength={60}
            required
            onChange={(e) => setName(e.target.value)}
            placeholder="Work laptop"
          />
          <button type="submit" className="admin-btn admin-btn-primary" disabled={passkey.busy}>
            Add a passkey
          </button>
        </form>
      ) : (
        <SignInAgain what={CHANGE} next="/admin/account" />
      )}
      <h2>Sign out everywhere</h2>
      <Form method="post" action="/sign-out" className="admin-form">
        <input type="hidden" name="everywhere" value="yes" />
        <p>Ends every session of yours, on this and every other device.</p>
        <button type="submit" className="admin-btn">
          Sign out on every device
        </button>
      </Form>
    </main>
  );
}
