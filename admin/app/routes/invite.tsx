import { useState } from "react";
import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { hashSecret } from "../../../server/auth/service";
import { usePasskey } from "../components/passkey";
import { passkeyName } from "../forms.server";
import {
  NOT_SAVED,
  TAKEN,
  keepPasskey,
  registrationAnswer,
  registrationOptions,
} from "../passkeys.server";
import {
  SESSION_COOKIE,
  adminContext,
  clearCeremonyCookie,
  readCookie,
  readForm,
  sessionCookie,
} from "../session.server";
import { FormError } from "../components/form-error";

const REFUSED = {
  unknown: [
    "This invite link is not valid",
    "The link is not one of ours, or it was copied incompletely.",
  ],
  expired: ["This invite link has expired", "Invite links work for 30 minutes."],
  used: ["This invite link has been used", "Each invite link works once."],
} as const;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const c = adminContext(context);
  const token = params.token ?? "";
  const status = await c.auth.inviteStatus(token);
  if (!status.ok)
    return data({ refused: status.reason, email: "", options: null }, { status: 410 });
  const { options, setCookie } = await registrationOptions(
    c,
    status.email,
    [],
    `invite:${hashSecret(token)}`,
  );
  return data(
    { refused: null, email: status.email, options },
    { headers: { "set-cookie": setCookie } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const c = adminContext(context);
  const token = params.token ?? "";
  const form = await readForm(request);
  const name = passkeyName.safeParse(form.get("name") ?? "");
  if (!name.success) return data({ error: name.error.issues[0]!.message }, { status: 400 });
  const status = await c.auth.inviteStatus(token);
  if (!status.ok) return data({ error: REFUSED[status.reason][0] }, { status: 410 });
  const purpose = `invite:${hashSecret(token)}`;
  const info = await registrationAnswer(c, request, form.get("response"), purpose);
  if (!info) return data({ error: NOT_SAVED }, { status: 400 });
  // A credential registered already is refused before the invite is used up.
  if (await c.auth.store.getPasskey(info.credential.id))
    return data({ error: TAKEN }, { status: 409 });
  if (!(await c.auth.consumeInvite(token)))
    return data({ error: REFUSED.used[0] }, { status: 410 });
  const now = c.auth.now();
  const before = await c.auth.accessOf(status.email);
  const person = await c.auth.store.upsertPerson(status.email, status.role, now);
  if (!(await keepPasskey(c, person.id, info, name.data, now)))
    return data({ error: TAKEN }, { status: 409 });
  // The role recorded is the one the person has now (an invite never lowers
  // one), and the one they had when the invite raised it.
  if (!before)
    await c.auth.audit("person-added", person, null, `${person.email} as ${person.role}`);
  const was = before && before.role !== person.role ? `, was ${before.role}` : "";
  await c.auth.audit(
    "passkey-added",
    person,
    null,
    before ? `${name.data}, by invite (${person.role}${was})` : name.data,
  );
  const id = await c.auth.startSession(
    person.id,
    readCookie(request, SESSION_COOKIE),
    info.credential.id,
  );
  await c.auth.audit("sign-in", person, null, name.data);
  const headers = new Headers();
  headers.append("set-cookie", sessionCookie(id, c.auth.absoluteMs));
  headers.append("set-cookie", await clearCeremonyCookie());
  return redirect("/", { headers });
}

export default function Invite() {
  const { refused, email, options } = useLoaderData<typeof loader>();
  const passkey = usePasskey();
  const [name, setName] = useState("My phone");
  if (refused) {
    const [title, text] = REFUSED[refused];
    return (
      <main id="main" className="admin-narrow">
        <title>{`${title} | Inbox`}</title>
        <h1>{title}</h1>
        <p>{text} Ask an owner for a new one.</p>
      </main>
    );
  }
  return (
    <main id="main" className="admin-narrow">
      <title>Create your passkey | Inbox</title>
      <h1>Create your passkey</h1>
      <p>
        You were invited to the inbox as <strong>{email}</strong>. A passkey signs you in with your
        phone, computer or security key; there is no password.
      </p>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (options) void passkey.register(options, { name });
        }}
      >
        <label htmlFor="passkey-name">Name of this passkey</label>
        <input
          id="passkey-name"
          name="name"
          value={name}
          maxLength={60}
          required
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="admin-btn admin-btn-primary" disabled={passkey.busy}>
          Create passkey
        </button>
      </form>
      <FormError error={passkey.error} />
    </main>
  );
}
