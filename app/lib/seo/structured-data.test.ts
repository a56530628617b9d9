import { describe, expect, it } from "vitest";
import { business } from "../../../content/business";
import { landingPages } from "../../../content/landing-pages/index";
import { resolveSiteUrl } from "../../../content/site-url";
import { breadcrumbJsonLd, businessJsonLd, landingServiceJsonLd } from "./structured-data";

// vitest.config.ts defines __SITE_URL__ the same way the build does.
const SITE = resolveSiteUrl();

describe("businessJsonLd", () => {
  const ld = businessJsonLd();

  it("is a schema.org ProfessionalService named after the brand", () => {
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("ProfessionalService");
    expect(ld.name).toBe(business.brand);
    expect(ld.url).toBe(`${SITE}/`);
    expect(ld["@id"]).toBe(`${SITE}/#business`);
  });

  it("gives the phone (E.164) and e-mail from the business module", () => {
    expect(ld.telephone).toBe(business.phone.e164);
    expect(ld.telephone).toMatch(/^\+1\d{10}$/);
    expect(ld.email).toBe(business.email);
  });

  it("has a PostalAddress in Lewisburg, WV", () => {
    expect(ld.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Lewisburg",
      addressRegion: "WV",
      addressCountry: "US",
    });
  });

  it("opens Monday to Friday 09:00–18:00 and Saturday 09:00–15:00", () => {
    const days = (names: string[]) => names.map((d) => `https://schema.org/${d}`);
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days(["Saturday"]),
        opens: "09:00",
        closes: "15:00",
      },
    ]);
    // ...which is what business.hours says, range for range.
    expect(ld.openingHoursSpecification).toHaveLength(business.hours.length);
  });

  it("is not open on Sunday", () => {
    expect(JSON.stringify(ld.openingHoursSpecification)).not.toContain("Sunday");
  });

  it("links the social profiles in sameAs", () => {
    expect(ld.sameAs).toEqual(business.social.map((s) => s.url));
    expect(ld.sameAs.length).toBeGreaterThan(0);
  });

  it("serialises to JSON and back unchanged", () => {
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});

describe("landingServiceJsonLd", () => {
  it.each(landingPages.map((p) => [p.slug, p] as const))(
    "%s is a Service in its city and state, provided by the business",
    (slug, page) => {
      const ld = landingServiceJsonLd(page);
      const stateName = page.state === "WV" ? "West Virginia" : "Virginia";
      expect(ld["@context"]).toBe("https://schema.org");
      expect(ld["@type"]).toBe("Service");
      expect(ld.url).toBe(`${SITE}/${slug}`);
      expect(ld.areaServed.name).toContain(page.city);
      expect(ld.areaServed.name).toContain(stateName);
      expect(ld.areaServed.containedInPlace).toEqual({ "@type": "State", name: stateName });
      expect(ld.provider).toEqual({ "@id": businessJsonLd()["@id"] });
    },
  );

  it("calls a county an AdministrativeArea and a town a City", () => {
    const county = landingPages.find((p) => /County$/.test(p.city))!;
    const city = landingPages.find((p) => p.slug === "web-design-roanoke-va")!;
    expect(landingServiceJsonLd(county).areaServed["@type"]).toBe("AdministrativeArea");
    expect(landingServiceJsonLd(city).areaServed["@type"]).toBe("City");
  });

  it("names the trade for trade pages", () => {
    const trade = landingPages.find((p) => p.kind === "trade")!;
    expect(landingServiceJsonLd(trade).serviceType.toLowerCase()).toContain(
      trade.trade!.toLowerCase(),
    );
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Areas Served", path: "/areas-served" },
      { name: "Roanoke VA", path: "/web-design-roanoke-va" },
    ]);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Areas Served", item: `${SITE}/areas-served` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Roanoke VA",
        item: `${SITE}/web-design-roanoke-va`,
      },
    ]);
    for (const item of ld.itemListElement) expect(new URL(item.item).origin).toBe(SITE);
  });
});
