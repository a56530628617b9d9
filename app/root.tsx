import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./components/layout/SiteShell";
import siteCss from "./app.css?inline";

// The site's small stylesheet is written into each prerendered page, so first
// paint waits on nothing but the HTML. Only the prerender has the text: the
// browser bundle carries an empty string, and React leaves an element's
// existing dangerouslySetInnerHTML alone when it hydrates, so the styles stay.
const inlineCss = import.meta.env.SSR ? siteCss : "";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#020617" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong while showing this page.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-32 text-center">
      <h1 className="text-3xl font-bold text-white">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-slate-300">{message}</p>
      <p className="mt-8">
        <a href="/" className="btn btn-primary">
          Back to Home
        </a>
      </p>
    </main>
  );
}
