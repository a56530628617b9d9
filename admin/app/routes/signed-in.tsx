import { Form, NavLink, Outlet, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { requirePerson } from "../session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { person } = await requirePerson(request, context);
  return { email: person.email, role: person.role };
}

/** The signed-in pages' frame: the inbox's own bar, and sign-out as a POST. */
export default function SignedIn() {
  const { email, role } = useLoaderData<typeof loader>();
  return (
    <>
      <a className="admin-skip" href="#main">
        Skip to content
      </a>
      <header className="admin-bar">
        <nav aria-label="Inbox">
          <NavLink to="/" end>
            Inbox
          </NavLink>
          <NavLink to="/response">Response</NavLink>
          <NavLink to="/sources">Sources</NavLink>
          <NavLink to="/traffic">Traffic</NavLink>
          {role === "owner" ? <NavLink to="/site">Site</NavLink> : null}
          {role === "owner" ? <NavLink to="/people">People</NavLink> : null}
          {role === "owner" ? <NavLink to="/audit">Audit log</NavLink> : null}
          <NavLink to="/account">Account</NavLink>
        </nav>
        <Form method="post" action="/sign-out" className="admin-bar-out">
          <span className="admin-muted">{email}</span>
          <button type="submit" className="admin-btn">
            Sign out
          </button>
        </Form>
      </header>
      <Outlet />
    </>
  );
}
