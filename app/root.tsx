import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { SiteDialogs } from "./components/dialogs/SiteDialogs";
import { SiteShell } from "./components/layout/SiteShell";
import { HOME_PRECEDENCE, homeStylesheet } from "./lib/home/home-styles";
import siteCss from "./app.css?inline";
import homeCss from "./home.css?inline";
// The same hashed file the stylesheet's @font-face names (Vite emits it once).
import interSite from "./fonts/inter-site.woff2?url";
import serifSite from "./fonts/source-serif-4-site.woff2?url";
import lateDetails from "./styles/late-details.css?url";

// The site's stylesheet is inlined in each prerendered page as a React style resource, so first
// paint waits only on the HTML and the bundle carries no styles (the home's: docs/navigation.md);
// both fonts, the site's own cuts, are preloaded from the head (docs/decisions/0039).
function ServerStyle() {
  const home = useLocation().pathname === "/";
  for (const href of [interSite, serifSite])
    preload(href, {
      as: "font",
      type: "font/woff2",
      crossOrigin: "anonymous",
      fetchPriority: "low",
    });
  return (
    <style href="site" precedence="site">
      {home ? siteCss + homeCss : siteCss}
    </style>
  );
}
const InlineStyle = import.meta.env.SSR ? ServerStyle : () => null;

/** On "/" in the browser, for a visit that began elsewhere: the home styles' stylesheet. */
function HomeStylesheet() {
  const home = useLocation().pathname === "/";
  return home && homeStylesheet ? (
    <link rel="stylesheet" href={homeStylesheet} precedence={HOME_PRECEDENCE} />
  ) : null;
}

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
        <InlineStyle />
      </head>
      <body>
        {children}
        <Scripts />
        {/* Looks that change no size (forms, a landing map's place), after the round trip. */}
        <link rel="stylesheet" href={lateDetails} />
        {/* The closed dialogs come after the scripts: the HTML that the first
            paint and the start-up need stays in the first round trip
            (14 KB, budgets.json), and the dialogs' HTML follows it. */}
        <SiteDialogs />
        {!import.meta.env.SSR && <HomeStylesheet />}
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
