import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { SiteDialogs } from "./components/dialogs/SiteDialogs";
import { SiteShell } from "./components/layout/SiteShell";
import { HOME_PRECEDENCE, homeStylesheet } from "./lib/home-styles";
import siteCss from "./app.css?inline";
import homeCss from "./home.css?inline";
// The same hashed file the stylesheet's @font-face names (Vite emits it once).
import interSite from "./fonts/inter-site.woff2?url";
import serifSite from "./fonts/source-serif-4-site.woff2?url";

// The site's small stylesheet is written into each prerendered page, so first
// paint waits on nothing but the HTML. It is one of React's own style
// resources (`href` and `precedence`): React puts it in the head, and in the
// browser leaves it where it is, so only the prerender has the text and the
// browser bundle has neither the styles nor this component. The home page's
// own parts (hero, illustration, ticker) are in it on "/" only; a visit that
// began elsewhere gets them as a stylesheet React loads when "/" is fetched
// ahead or shown, ranked after this one (HomeStylesheet, docs/decisions/0037).
//
// The first screen of every page is set in Inter, its headings in Source
// Serif 4: the prerender asks for both in the head, so they come with the
// HTML, not after the styles are parsed. Each is the site's own cut of the
// font, the characters its pages use, with every weight it sets (variable
// fonts, docs/decisions/0039). The browser has them by the time it moves to
// another page.
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
