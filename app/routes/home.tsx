import { business } from "../../content/business";
import { homeDocument } from "../../content/home";
import { landingPages } from "../../content/landing-pages/index";
import { servicesDocument } from "../../content/services";
import { testimonialsDocument } from "../../content/testimonials";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/home";
import { pageData } from "../lib/navigation/page-data";

const HomePage = pageOnDemand(() => import("../components/home/HomePage").then((m) => m.HomePage));

/** "Electrical" in the popup is the "Electrician" trade page: the same stem. */
const sameTrade = (industry: string, trade: string) =>
  industry.slice(0, 4).toLowerCase() === trade.slice(0, 4).toLowerCase();

/** 540 → "9", 1080 → "6": opening hours as people say them. */
const hour = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 12 || 12;
  const m = minutes % 60;
  return m ? `${h}:${String(m).padStart(2, "0")}` : String(h);
};

/** The home page's row of facts: all true, all from content/business.ts. */
const homeFacts = () => [
  { label: "Founded", value: [`${business.founded.month} ${business.founded.year}`] },
  { label: "Based in", value: [`${business.address.locality}, ${business.address.region}`] },
  {
    label: "Office hours (Eastern)",
    value: business.hours.map(
      (h) => `${h.shortLabel ?? h.label} ${hour(h.opens)}–${hour(h.closes)}`,
    ),
  },
  { label: "We reply", value: [business.responseTime] },
];

// The copy in force when the page is rendered: a publish renders it again with new edits.
export const loader = ({ url }: Route.LoaderArgs) => {
  const [home, services] = [homeDocument.value, servicesDocument.value];
  return {
    home,
    testimonials: testimonialsDocument.value,
    facts: homeFacts(),
    // The Services page's four practices, in their short form, for the home page's band.
    protection: {
      heading: services.protection.heading,
      items: services.protection.items.map(({ title, short, icon }) => ({ title, short, icon })),
    },
    // Industries of the popup that have a trade page link to it.
    industryLinks: Object.fromEntries(
      home.industries.items.flatMap((name) => {
        const page = landingPages.find((p) => p.trade && sameTrade(name, p.trade));
        return page ? [[name, `/${page.slug}`]] : [];
      }),
    ) as Record<string, string>,
    metaTags: pageMeta({ ...home.meta, path: requestPath(url) }),
  };
};

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      content={loaderData.home}
      testimonials={loaderData.testimonials}
      industryLinks={loaderData.industryLinks}
      facts={loaderData.facts}
      protection={loaderData.protection}
    />
  );
}
