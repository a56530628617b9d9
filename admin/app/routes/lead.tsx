import {
  Form,
  Link,
  data,
  redirectDocument,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { fieldErrors, leadAction } from "../forms.server";
import { STATE_LABELS } from "../labels";
import { NOTE_MAX } from "../limits";
import {
  FORM_NAMES,
  emailOf,
  labelledFields,
  notificationText,
  phoneOf,
  reasonsInWords,
  replyTimes,
  sentFrom,
  whoWrote,
} from "../leads.server";
import { DELETE_LEAD, SignInAgain, signInAgainText } from "../components/sign-in-again";
import { adminContext, readForm, recentSignIn, requirePerson } from "../session.server";
import { ReplyTimes } from "../components/reply-times";
import { Term } from "../components/term";
import { eastern } from "../time";
import { checkedEmail } from "../../../shared/forms/forms";
import { CONFIRMATION_CAP, releaseLead } from "../../../server/leads/store/release-lead";
import type { Lead, LeadState } from "../../../server/leads/types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function findLead(context: unknown, id: string | undefined) {
  if (!id || !UUID.test(id)) throw data({ error: "No such lead." }, { status: 404 });
  const lead = (await adminContext(context).leads.getLead(id)) as Lead | undefined;
  if (!lead) throw data({ error: "No such lead." }, { status: 404 });
  return lead;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const signedIn = await requirePerson(request, context);
  const { person } = signedIn;
  const lead = await findLead(context, params.id);
  const notifications = await adminContext(context).inbox.notifications(lead.id);
  return {
    id: lead.id,
    state: lead.state,
    name: whoWrote(lead),
    email: emailOf(lead),
    // Only one address that passes the form's rule becomes a mailto: link; a spam post's value
    // is shown as text.
    mailto: checkedEmail(emailOf(lead)) ?? null,
    phone: phoneOf(lead),
    form: FORM_NAMES[lead.form] ?? lead.form,
    sentFrom: sentFrom(lead),
    received: eastern(lead.receivedAt),
    receivedAt: lead.receivedAt,
    times: replyTimes(lead, adminContext(context).auth.now()),
    page: lead.page,
    score: lead.score,
    reasons: reasonsInWords(lead.reasons),
    fields: labelledFields(lead),
    note: lead.note ?? "",
    notifications: notifications.map(notificationText),
    canDelete: person.role === "owner",
    fresh: recentSignIn(context, signedIn),
  };
}

const MOVES = { release: "new", spam: "spam", handled: "handled", reopen: "new" } as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const signedIn = await requirePerson(request, context);
  const { person } = signedIn;
  const c = adminContext(context);
  const lead = await findLead(context, params.id);
  const form = Object.fromEntries(await readForm(request));
  // Staff handle leads and may export them; a deletion for good is the owner's (README).
  if (form.intent === "delete" && person.role !== "owner")
    throw data({ error: "Only an owner can do this." }, { status: 403 });
  // A deletion for good: only from a fresh sign-in, never from a taken session cookie.
  if (form.intent === "delete" && !recentSignIn(context, signedIn))
    return data(
      { errors: { form: signInAgainText(DELETE_LEAD) }, note: undefined },
      { status: 403 },
    );
  const parsed = leadAction.safeParse(form);
  if (!parsed.success)
    return data(
      { errors: fieldErrors(parsed.error), note: String(form.note ?? "") },
      { status: 400 },
    );
  const input = parsed.data;
  const now = new Date(c.auth.now());
  if (input.intent === "note") {
    await c.inbox.setNote(lead.id, input.note === "" ? null : input.note, now);
    await c.auth.audit("note", person, lead.id, input.note === "" ? "removed" : "saved");
    return { errors: {}, note: input.note, saved: "Note saved." };
  }
  if (input.intent === "delete") {
    await c.inbox.deleteLead(lead.id);
    // What was deleted is not recorded: only that a deletion happened.
    await c.auth.audit("delete", person, lead.id);
    // A whole-page load of the list (its page is gone, so nothing of it is
    // revalidated), by absolute URL: React Router would add the basename to a
    // path twice on this redirect.
    return redirectDocument(`${c.siteUrl}/admin?tab=${lead.state}`);
  }
  const to = MOVES[input.intent];
  if (input.intent === "release") {
    // The same release as `leads release`: the owner's notices, and the visitor's confirmation.
    await releaseLead(c.leads, lead.id, {
      channels: c.channels,
      autoreply: c.autoreply,
      by: person.email,
      now,
      onConfirmationCap: () => c.log.warn(CONFIRMATION_CAP),
    });
    c.kick();
  } else {
    // Reopening a handled lead (already notified once) queues nothing; the first Handled is the
    // answer, recorded with who gave it.
    await c.leads.setState(lead.id, to as never, [], now, { by: person.email });
  }
  await c.auth.audit("state", person, lead.id, `${lead.state} → ${to}`);
  return { errors: {}, note: undefined, saved: "Done." };
}

/** The moves a lead's state allows, in the order shown; the usual next step is the primary one. */
const ACTIONS: {
  intent: keyof typeof MOVES;
  text: string;
  when: (state: LeadState) => boolean;
  primary?: boolean;
}[] = [
  { intent: "release", text: "Release", when: (s) => s === "held", primary: true },
  { intent: "spam", text: "Mark as spam", when: (s) => s !== "spam" },
  { intent: "release", text: "Not spam: release", when: (s) => s === "spam" },
  { intent: "handled", text: "Mark handled", when: (s) => s === "new", primary: true },
  { intent: "reopen", text: "Reopen", when: (s) => s === "handled" },
];

export default function LeadPage() {
  const lead = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors: Record<string, string> = result?.errors ?? {};
  return (
    <main id="main" className="admin-page">
      <title>{`${lead.name} | Inbox`}</title>
      <p>
        <Link to={`/?tab=${lead.state}`}>← {STATE_LABELS[lead.state]} leads</Link>
      </p>
      <h1>{lead.name}</h1>
      <p className="admin-muted">
        {lead.form} form{lead.sentFrom ? `, sent from ${lead.sentFrom}` : ""} ·{" "}
        <time dateTime={lead.receivedAt}>{lead.received}</time> ·{" "}
        <span className="admin-state">{STATE_LABELS[lead.state]}</span>
      </p>
      <p className="admin-contact">
        {lead.phone ? (
          <a className="admin-btn" href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
            Call {lead.phone}
          </a>
        ) : null}
        {lead.mailto ? (
          <a className="admin-btn" href={`mailto:${lead.mailto}`}>
            E-mail {lead.mailto}
          </a>
        ) : lead.email ? (
          <span className="admin-muted">E-mail as sent, not a valid address: {lead.email}</span>
        ) : null}
      </p>
      {result && "saved" in result && result.saved ? (
        <p role="status" className="admin-ok">
          {result.saved}
        </p>
      ) : null}
      <Form method="post" className="admin-actions" aria-label="Actions">
        {ACTIONS.filter((x) => x.when(lead.state)).map((x) => (
          <button
            key={x.text}
            name="intent"
            value={x.intent}
            className={x.primary ? "admin-btn admin-btn-primary" : "admin-btn"}
            disabled={busy}
          >
            {x.text}
          </button>
        ))}
      </Form>
      <h2>Reply</h2>
      <ReplyTimes times={lead.times} />
      <h2>What they sent</h2>
      <dl className="admin-fields">
        {lead.fields.map((f) => (
          <Term
            key={f.name}
            term={f.label}
            className={f.kind === "textarea" ? "admin-pre" : undefined}
          >
            {f.value || "(empty)"}
          </Term>
        ))}
        <Term term="Sent from page">{lead.page ?? "(unknown)"}</Term>
      </dl>
      <h2>Spam check</h2>
      <p>
        Score {lead.score}
        {lead.reasons.length === 0 ? ": nothing suspicious." : ", because:"}
      </p>
      {lead.reasons.length > 0 ? (
        <ul>
          {lead.reasons.map((r) => (
            <li key={r.id}>{r.text}</li>
          ))}
        </ul>
      ) : null}
      <h2>Notifications</h2>
      {lead.notifications.length === 0 ? (
        <p>
          None
          {lead.state === "held" || lead.state === "spam"
            ? " (held and spam leads are not notified until released)"
            : ""}
          .
        </p>
      ) : (
        <ul>
          {lead.notifications.map((n, i) => (
            <li key={i}>
              {n.channel}: {n.state}
            </li>
          ))}
        </ul>
      )}
      <h2>Private note</h2>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note">Note (only people with inbox access see it)</label>
        <textarea
          id="note"
          name="note"
          rows={4}
          defaultValue={result?.note ?? lead.note}
          key={result?.note ?? lead.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? "note-error" : "note-hint"}
        />
        <p id="note-hint" className="admin-muted">
          Up to {NOTE_MAX} characters.
        </p>
        {errors.note ? (
          <p id="note-error" className="admin-error" role="alert">
            {errors.note}
          </p>
        ) : null}
        <button type="submit" className="admin-btn" disabled={busy}>
          Save note
        </button>
      </Form>
      {lead.canDelete ? (
        <>
          <h2>Delete</h2>
          {errors.form ? (
            <p className="admin-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          {lead.fresh ? (
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="delete" />
              <p>
                For a privacy request: the lead and its notifications are removed from the store for
                good. The audit log keeps only that a deletion happened.
              </p>
              <label className="admin-check">
                <input type="checkbox" name="confirm" value="yes" /> Yes, delete this lead
              </label>
              {errors.confirm ? (
                <p className="admin-error" role="alert">
                  {errors.confirm}
                </p>
              ) : null}
              <button type="submit" className="admin-btn admin-btn-danger" disabled={busy}>
                Delete lead
              </button>
            </Form>
          ) : (
            <SignInAgain what={DELETE_LEAD} next={`/admin/leads/${lead.id}`} />
          )}
        </>
      ) : null}
    </main>
  );
}
