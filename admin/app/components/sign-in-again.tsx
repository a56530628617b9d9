import { Form } from "react-router";

/** Stands in for a form that changes who has a way in when the session is older than
 * RECENT_SIGN_IN_MS (server/auth/service.ts): signs out, then returns to `next` (under /admin). */
export function SignInAgain({ what, next }: { what: string; next: string }) {
  return (
    <Form method="post" action="/sign-out" className="admin-form">
      <input type="hidden" name="next" value={next} />
      <p>{signInAgainText(what)}</p>
      <button type="submit" className="admin-btn admin-btn-primary">
        Sign in again
      </button>
    </Form>
  );
}

export const signInAgainText = (what: string) =>
  `To ${what}, sign in again: this session began more than 10 minutes ago.`;

/** The acts that ask for a recent sign-in besides passkeys and people: each gives every lead, or
 * one for good, to whoever holds the session cookie. */
export const EXPORT_LEADS = "export leads";
export const DELETE_LEAD = "delete a lead";
