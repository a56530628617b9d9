import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "react-router";
import "./admin.css";
import { useNonce } from "./nonce";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#060a13" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="admin">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const TEXT: Record<number, [string, string]> = {
  400: ["That did not work", "Something in the request was not right. Go back and try again."],
  401: ["Please sign in", "Your session has ended. Sign in again to go on."],
  403: ["Not allowed", "Your role does not allow this. An owner can do it for you."],
  404: ["Not found", "There is nothing here. The lead may have been deleted."],
  405: ["Nothing to send here", "This page takes no form. Go back and try again."],
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] = TEXT[status] ?? [
    "Something went wrong",
    "The inbox could not show this page. Try again in a moment.",
  ];
  return (
    <main id="main" className="admin-narrow">
      <title>{`${title} | Inbox`}</title>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="admin-btn" href={status === 401 ? "/admin/sign-in" : "/admin"}>
          {status === 401 ? "Sign in" : "Back to the inbox"}
        </a>
      </p>
    </main>
  );
}
