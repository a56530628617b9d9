import { Form } from "react-router";

/**
 * In place of a form that changes who has a way in (a passkey, an invite, a
 * person's access): the session is older than a fresh sign-in must be
 * (RECENT_SIGN_IN_MS, server/auth/service.ts). Signs out and comes back to
 * `next` (a path under /admin) after the passkey sign-in.
 */
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
