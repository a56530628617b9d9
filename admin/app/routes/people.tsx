import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { z } from "zod";
import { fieldErrors, inviteForm } from "../forms.server";
import { SignInAgain, signInAgainText } from "../components/sign-in-again";
import { adminContext, recentSignIn, requirePerson } from "../session.server";
import { eastern } from "../time";

const INVITE = "invite someone";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requirePerson(request, context, "owner");
  const people = await adminContext(context).auth.store.listPeople();
  return {
    me: signedIn.person.id,
    canInvite: recentSignIn(context, signedIn),
    people: people.map((p) => ({
      id: p.id,
      email: p.email,
      role: p.role,
      since: eastern(p.createdAt),
    })),
  };
}

const removeForm = z.object({ intent: z.literal("remove"), id: z.string().uuid() });

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = await requirePerson(request, context, "owner");
  const { person } = signedIn;
  const c = adminContext(context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "remove") {
    const parsed = removeForm.safeParse(form);
    if (!parsed.success)
      return data(
        { errors: { form: "No such person." }, values: {}, link: undefined },
        { status: 400 },
      );
    const target = await c.auth.store.getPerson(parsed.data.id);
    if (!target)
      return data(
        { errors: { form: "No such person." }, values: {}, link: undefined },
        { status: 404 },
      );
    if (target.role === "owner" && (await c.auth.store.countOwners()) <= 1)
      return data(
        { errors: { form: "The last owner cannot be removed." }, values: {}, link: undefined },
        { status: 400 },
      );
    await c.auth.store.removePerson(target.id);
    await c.auth.audit("person-removed", person, null, target.email);
    return { errors: {}, values: {}, link: undefined };
  }
  // An invite link is a way in that outlasts this session: only from a fresh sign-in.
  if (!recentSignIn(context, signedIn))
    return data(
      { errors: { form: signInAgainText(INVITE) }, values: {}, link: undefined },
      { status: 403 },
    );
  const parsed = inviteForm.safeParse(form);
  const values = { email: String(form.email ?? ""), role: String(form.role ?? "staff") };
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), values, link: undefined }, { status: 400 });
  const token = await c.auth.invite(parsed.data.email, parsed.data.role, person);
  return { errors: {}, values: {}, link: `${c.siteUrl}/admin/invite/${token}` };
}

export default function People() {
  const { me, people, canInvite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors: Record<string, string> = result?.errors ?? {};
  const values: Record<string, string> = result?.values ?? {};
  return (
    <main id="main" className="admin-page">
      <title>People | Inbox</title>
      <h1>People</h1>
      {errors.form ? (
        <p role="alert" className="admin-error">
          {errors.form}
        </p>
      ) : null}
      <ul className="admin-cards">
        {people.map((p) => (
          <li key={p.id}>
            <p>
              <strong>{p.email}</strong> · {p.role === "owner" ? "Owner" : "Staff"} · since{" "}
              {p.since}
            </p>
            {p.id !== me ? (
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={p.id} />
                <button
                  type="submit"
                  className="admin-btn admin-btn-danger"
                  aria-label={`Remove ${p.email}`}
                >
                  Remove
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <h2>Invite someone</h2>
      {canInvite ? (
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
            <option value="staff">Staff: reads and handles leads</option>
            <option value="owner">Owner: also manages people</option>
          </select>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
            Create invite link
          </button>
        </Form>
      ) : (
        <SignInAgain what={INVITE} next="/admin/people" />
      )}
      {result?.link ? (
        <div role="status" className="admin-ok">
          <p>Send this link to them. It works once, for 30 minutes:</p>
          <p className="admin-link">{result.link}</p>
        </div>
      ) : null}
    </main>
  );
}
