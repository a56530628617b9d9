import { DangerForm } from "./danger-form";

export interface PendingInviteView {
  id: string;
  email: string;
  role: "owner" | "staff";
  by: string | null;
  expires: string;
}

/** The People page's unused, unexpired invite links: whom each is for, its role, who made it and
 * when it expires, each with Revoke (an owner's act, taking a way in away, so in any session). */
export function PendingInvites({ invites }: { invites: readonly PendingInviteView[] }) {
  return (
    <section aria-labelledby="pending-invites">
      <h2 id="pending-invites">Pending invites</h2>
      {invites.length === 0 ? (
        <p className="admin-muted">No invite links are waiting to be used.</p>
      ) : (
        <ul className="admin-cards">
          {invites.map((i) => (
            <li key={i.id}>
              <p>
                <strong>{i.email}</strong> · {i.role === "owner" ? "Owner" : "Staff"}
              </p>
              <p className="admin-muted">
                Made by {i.by ?? "the server's command line"} · expires {i.expires}
              </p>
              <DangerForm intent="revoke" id={i.id} label={`Revoke the invite for ${i.email}`}>
                Revoke
              </DangerForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
