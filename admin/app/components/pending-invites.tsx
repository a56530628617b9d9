import { Form } from "react-router";

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
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={i.id} />
                <button
                  type="submit"
                  className="admin-btn admin-btn-danger"
                  aria-label={`Revoke the invite for ${i.email}`}
                >
                  Revoke
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
