import { Form, data, useActionData, useLoaderData, useNavigation } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { fieldErrors, inviteForm } from "../forms.server";
import { DangerForm } from "../components/danger-form";
import { PendingInvites } from "../components/pending-invites";
import { SignInAgain, signInAgainText } from "../components/sign-in-again";
import { changePerson, revokeInvite } from "../people.server";
import type { Role } from "../../../server/auth/records";
import { adminContext, readForm, recentSignIn, requirePerson } from "../session.server";
import { eastern } from "../time";
import { FormError } from "../components/form-error";

const CHANGE = "invite or remove someone";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requirePerson(request, context, "owner");
  const { auth } = adminContext(context);
  const [people, invites] = await Promise.all([
    auth.store.listPeople(),
    auth.store.listInvites(auth.now()),
  ]);
  return {
    me: signedIn.person.id,
    fresh: recentSignIn(context, signedIn),
    people: people.map((p) => ({
      id: p.id,
      email: p.email,
      role: p.role,
      since: eastern(p.createdAt),
    })),
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      by: i.by,
      expires: eastern(i.expiresAt),
    })),
  };
}

type Result = {
  errors: Record<string, string>;
  values: Record<string, string>;
  link?: string;
  /** What a change did, said back. */
  done?: string;
  /** The address has access already: what the link would do, to be confirmed. */
  existing?: { email: string; role: Role; granted: Role };
};
const answer = (result: Result, status = 200) => data(result, { status });

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = await requirePerson(request, context, "owner");
  const { person } = signedIn;
  const c = adminContext(context);
  const form = Object.fromEntries(await readForm(request));
  const outcome = (o: { status: number; error?: string; done?: string }) =>
    answer({ errors: o.error ? { form: o.error } : {}, values: {}, done: o.done }, o.status);
  // Revoking only takes a way in away: any owner's session may, at once.
  if (form.intent === "revoke") return outcome(await revokeInvite(c, person, form));
  // The rest change who has a way in: only from a fresh sign-in, never from a taken cookie.
  if (!recentSignIn(context, signedIn))
    return answer({ errors: { form: signInAgainText(CHANGE) }, values: {} }, 403);
  if (form.intent === "remove" || form.intent === "make-staff" || form.intent === "make-owner")
    return outcome(await changePerson(c, person, form));
  const parsed = inviteForm.safeParse(form);
  const values = { email: String(form.email ?? ""), role: String(form.role ?? "staff") };
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error), values }, 400);
  const { email, role } = parsed.data;
  // A link to an address with access adds a passkey to that person: said, and confirmed first.
  const existing = await c.auth.accessOf(email);
  if (existing && form.confirm !== "yes") {
    const granted = existing.role === "owner" ? "owner" : role;
    return answer({ errors: {}, values, existing: { email, role: existing.role, granted } }, 409);
  }
  const token = await c.auth.invite(email, role, person);
  return answer({ errors: {}, values: {}, link: `${c.siteUrl}/admin/invite/${token}` });
}

const roleName = (role: Role) => (role === "owner" ? "an owner" : "staff");

export default function People() {
  const { me, people, invites, fresh } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors: Record<string, string> = result?.errors ?? {};
  const values: Record<string, string> = result?.values ?? {};
  return (
    <main id="main" className="admin-page">
      <title>People | Inbox</title>
      <h1>People</h1>
      <FormError error={errors.form} />
      <ul className="admin-cards">
        {people.map((p) => (
          <li key={p.id}>
            <p>
              <strong>{p.email}</strong> · {p.role === "owner" ? "Owner" : "Staff"} · since{" "}
              {p.since}
            </p>
            {p.id !== me && fresh ? (
              <div className="admin-inline">
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <RoleButton email={p.email} to={p.role === "owner" ? "staff" : "owner"} />
                </Form>
                <DangerForm intent="remove" id={p.id} label={`Remove ${p.email}`}>
                  Remove
                </DangerForm>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {result?.done ? (
        <p role="status" className="admin-ok">
          {result.done}
        </p>
      ) : null}
      <PendingInvites invites={invites} />
      <h2>Invite someone</h2>
      {fresh ? (
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <label htmlFor="email">E-mail</label>
          <input
            id="email"
            name="email"
            type="email"
            defaultValue={values.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "email-error" : undefined}
          />
          {errors.email ? (
            <p id="email-error" className="admin-error">
              {errors.email}
            </p>
          ) : null}
          <label htmlFor="role">Role</label>
          <select id="role" name="role" defaultValue={values.role ?? "staff"}>
            <option value="staff">Staff: reads, handles and exports leads</option>
            <option value="owner">Owner: also deletes leads and manages people</option>
          </select>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
            Create invite link
          </button>
        </Form>
      ) : (
        <SignInAgain what={CHANGE} next="/admin/people" />
      )}
      {result?.existing ? (
        <div className="admin-warning">
          <div role="alert">
            <h3>{result.existing.email} already has access</h3>
            <p>
              They are {roleName(result.existing.role)} here. An invite link for this address adds a
              passkey to their account: whoever opens the link signs in as them, and the audit log
              names them for what is done with it. Make one only to give them a new passkey, for
              example after a lost phone, and send it to them alone.
            </p>
            {result.existing.granted !== result.existing.role ? (
              <p>The link also makes them {roleName(result.existing.granted)}.</p>
            ) : result.existing.role === "owner" && values.role === "staff" ? (
              <p>They stay an owner: an invite never lowers a role.</p>
            ) : null}
          </div>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="invite" />
            <input type="hidden" name="email" value={result.existing.email} />
            <input type="hidden" name="role" value={values.role ?? "staff"} />
            <label className="admin-check">
              <input type="checkbox" name="confirm" value="yes" required /> Yes, make a link that
              adds a passkey to {result.existing.email}
            </label>
            <button type="submit" className="admin-btn admin-btn-danger" disabled={busy}>
              Create the link anyway
            </button>
          </Form>
        </div>
      ) : null}
      {result?.link ? (
        <div role="status" className="admin-ok">
          <p>Send this link to them. It works once, for 30 minutes:</p>
          <p className="admin-link">{result.link}</p>
        </div>
      ) : null}
    </main>
  );
}

/** The one role change a person's row offers: to the role they do not have. */
function RoleButton({ email, to }: { email: string; to: "owner" | "staff" }) {
  const label = to === "staff" ? "Make staff" : "Make owner";
  return (
    <button
      type="submit"
      name="intent"
      value={`make-${to}`}
      className="admin-btn"
      aria-label={`${label}: ${email}`}
    >
      {label}
    </button>
  );
}
