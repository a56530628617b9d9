/** schema.org JSON-LD, built from the same data as the pages. */
import { business, STATE_NAMES } from "../../../content/business";
import type { LandingPage } from "../../../content/landing-legal-schema";
import { absoluteUrl } from "./site";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const businessId = () => `${absoluteUrl("/")}#business`;

export function businessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(),
    name: business.brand,
    description: business.tagline,
    url: absoluteUrl("/"),
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: business.founded.iso,
    image: absoluteUrl("/og/home.png"),
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: business.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${DAY_NAMES[d]}`),
      opens: time(h.opens),
      closes: time(h.closes),
    })),
    areaServed: [
      { "@type": "State", name: "West Virginia" },
      { "@type": "State", name: "Virginia" },
    ],
    sameAs: business.social.map((s) => s.url),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function landingServiceJsonLd(page: LandingPage) {
  const isCounty = /county$/i.test(page.city);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    serviceType: page.trade
      ? `Web design for ${page.trade.toLowerCase()} businesses`
      : "Web design",
    name: page.heading,
    description: page.meta.description,
    url: absoluteUrl(`/${page.slug}`),
    provider: { "@id": businessId() },
    areaServed: {
      "@type": isCounty ? "AdministrativeArea" : "City",
      name: `${page.city}, ${STATE_NAMES[page.state]}`,
      containedInPlace: { "@type": "State", name: STATE_NAMES[page.state] },
    },
  };
}
