import { type ReactNode, useEffect } from "react";
import { preinit } from "react-dom";
import {
  Links,
  Meta,
  type MetaDescriptor,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteDialogs } from "./components/dialogs/SiteDialogs";
import { SiteShell } from "./components/layout/SiteShell";
import { HOME_PRECEDENCE, homeStylesheet } from "./lib/home/home-styles";
import siteCss from "./app.css?inline";
import homeCss from "./home.css?inline";
import { PAGE_INTRO_ID } from "./lib/core/page-intro";
import { headScript } from "./lib/core/web-fonts";
import { jsonLdOf } from "./lib/seo/route-meta";
import lateDetails from "./styles/late-details.css?url";

// The site's stylesheet is inlined in each prerendered page as a React style resource, so first
// paint waits only on the HTML and the bundle carries no styles (the home's: docs/navigation.md).
function ServerStyle() {
  const home = useLocation().pathname === "/";
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

/** JSON that cannot end its script element, as React Router's <Meta> writes it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** The page's JSON-LD, after the dialogs: search engines read it anywhere in the document. */
function StructuredData() {
  const page = useMatches().at(-1)?.loaderData as { metaTags?: MetaDescriptor[] } | undefined;
  return jsonLdOf(page?.metaTags).map((json, i) => (
    <script
      key={i}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptJson(json) }}
    />
  ));
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head script may set a class on the root before hydration (FALLBACK_CLASS).
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first paint: the web fonts if cached, else their fallbacks (0048); React
            leaves a head's unknown nodes alone as it hydrates, so the bundle need not carry it. */}
        {import.meta.env.SSR && <script dangerouslySetInnerHTML={{ __html: headScript() }} />}
        <meta name="theme-color" content="#060a13" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* No paint until the page's intro is parsed: the first shows it with the header, so the
            largest paint is the first (0050). In the HTML only: added later, it does nothing. */}
        {import.meta.env.SSR && <link rel="expect" href={`#${PAGE_INTRO_ID}`} blocking="render" />}
        <InlineStyle />
        {/* Without JavaScript the root's effect never links the late details: the page does. */}
        {import.meta.env.SSR && (
          <noscript>
            <link rel="stylesheet" href={lateDetails} />
          </noscript>
        )}
      </head>
      <body>
        {children}
        <Scripts />
        {/* The closed dialogs come after the scripts: the HTML that the first
            paint and the start-up need stays in the first round trip
            (14 KB, budgets.json), and the dialogs' HTML follows it. */}
        <SiteDialogs />
        <StructuredData />
        {!import.meta.env.SSR && <HomeStylesheet />}
      </body>
    </html>
  );
}

export default function App() {
  // Looks that change no size (forms, a landing map's place), linked after start in a task of
  // its own: from the HTML, Lighthouse's largest paint would wait for it (docs/decisions/0048);
  // in the effect, its ~15 ms on a slow phone would lengthen hydration's effects task.
  useEffect(() => {
    // A React resource, so the home styles come after it, never between two sheets (0051).
    const timer = setTimeout(() => preinit(lateDetails, { as: "style", precedence: "late" }));
    return () => clearTimeout(timer);
  }, []);
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
      <h1 id={PAGE_INTRO_ID} className="text-h1 font-semibold">
        Sorry, this page could not be shown
      </h1>
      <p className="mt-4 text-fg-muted">{message}</p>
      <p className="mt-8">
        <a href="/" className="btn btn-primary">
          Back to Home
        </a>
      </p>
    </main>
  );
}
