import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { SiteDialogs } from "./components/dialogs/SiteDialogs";
import { SiteShell } from "./components/layout/SiteShell";
import siteCss from "./app.css?inline";
// The same hashed file the stylesheet's @font-face names (Vite emits it once).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

// The first screen of every page is set in Inter: fetch it with the HTML, not
// after the styles are parsed. One file carries every weight (variable font).
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: interLatin,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
    fetchPriority: "low",
  },
];

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
        <meta name="theme-color" content="#060a13" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} />
      </head>
      <body>
        {children}
        <Scripts />
        {/* The closed dialogs come after the scripts: the HTML that the first
            paint and the start-up need stays in the first round trip
            (14 KB, budgets.json), and the dialogs' HTML follows it. */}
        <SiteDialogs />
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
    <main id="main" className="container-site page pt-32">
      <h1 className="text-h1 font-semibold">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-fg-muted">{message}</p>
      <p className="mt-8">
        <a href="/" className="btn btn-primary">
          Back to Home
        </a>
      </p>
    </main>
  );
}
