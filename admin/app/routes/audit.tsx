import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminContext, requirePerson } from "../session.server";
import { eastern } from "../time";

const PAGE = 50;
const ACTIONS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  invite: "Invited",
  "person-added": "Joined",
  "person-removed": "Removed a person",
  "role-changed": "Changed a role",
  "invite-revoked": "Revoked an invite",
  "passkey-added": "Added a passkey",
  "passkey-renamed": "Renamed a passkey",
  "passkey-removed": "Removed a passkey",
  state: "Moved a lead",
  note: "Note",
  export: "Exported",
  delete: "Deleted a lead",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context, "owner");
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const entries = await adminContext(context).auth.store.listAudit(PAGE + 1, before);
  return {
    entries: entries.slice(0, PAGE).map((e) => ({
      id: e.id,
      at: eastern(e.at),
      who: e.personEmail ?? "(unknown)",
      action: ACTIONS[e.action] ?? e.action,
      leadId: e.leadId,
      detail: e.detail,
    })),
    next: entries.length > PAGE ? entries[PAGE - 1]!.id : null,
  };
}

export default function Audit() {
  const { entries, next } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="admin-page">
      <title>Audit log | Inbox</title>
      <h1>Audit log</h1>
      <p className="admin-muted">
        Who did what in the inbox, newest first. Entries are kept for a year.
      </p>
      <div className="admin-table-wrap" role="region" aria-label="Audit entries" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Time (Eastern)</th>
              <th scope="col">Person</th>
              <th scope="col">What</th>
              <th scope="col">Lead</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{e.at}</td>
                <td>{e.who}</td>
                <td>
                  {e.action}
                  {e.detail ? `: ${e.detail}` : ""}
                </td>
                <td>
                  {e.leadId ? <Link to={`/leads/${e.leadId}`}>{e.leadId.slice(0, 8)}</Link> : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next ? (
        <p>
          <Link to={`/audit?before=${next}`}>Older entries</Link>
        </p>
      ) : null}
    </main>
  );
}
