import about from "../../../content/about";
import areas from "../../../content/areas-served";
import contact from "../../../content/contact-page";
import home from "../../../content/home";
import privacy from "../../../content/legal/privacy";
import terms from "../../../content/legal/terms";
import services from "../../../content/services";
import testimonials from "../../../content/testimonials";
import brief from "../../../content/website-brief";
import { expect, hydrated, test, openHydrated } from "../fixtures";
import { expectSoundOutline } from "./outline";

/**
 * The site's own pages (landing pages have their own spec): their h1, the headings
 * a visitor sees below it, and key paragraphs.
 */
const contentPages: { path: string; h1: string; headings: string[]; texts: string[] }[] = [
  {
    path: "/",
    h1: home.hero.heading,
    headings: [home.services.heading, home.caseStudies.heading],
    texts: [home.hero.lead, ...testimonials.map((t) => t.quote)],
  },
  {
    path: "/about",
    h1: about.heading,
    headings: [
      about.story.heading,
      about.founder.heading,
      about.whatWeDo.heading,
      ...about.whatWeDo.cards.map((c) => c.title),
      about.vision.heading,
      about.cta.heading,
    ],
    texts: [about.lead, ...about.story.steps.map((s) => s.text)],
  },
  ...["/services", "/pricing"].map((path) => ({
    path,
    h1: services.heading,
    headings: [...services.blocks.map((b) => b.title), services.cta.heading],
    texts: [services.pricingNote, ...services.blocks.map((b) => b.tagline)],
  })),
  {
    path: "/contact",
    h1: contact.heading,
    headings: [
      contact.detailsHeading,
      contact.hoursHeading,
      contact.formHeading,
      contact.referral.heading,
    ],
    texts: [contact.intro, contact.formIntro],
  },
  {
    path: "/websites-contact",
    h1: brief.heading,
    headings: ["What happens next", "Your project brief"],
    texts: [brief.intro, ...brief.steps],
  },
  {
    path: "/areas-served",
    h1: areas.heading,
    headings: [areas.westVirginiaHeading, areas.virginiaHeading, areas.notListed.heading],
    texts: [areas.intro, areas.notListed.text],
  },
  {
    path: "/terms",
    h1: terms.heading,
    headings: terms.sections.map((s, i) => `${i + 1}. ${s.heading}`),
    texts: ["Last updated May 1, 2025"],
  },
  {
    path: "/privacy",
    h1: privacy.heading,
    headings: privacy.sections.map((s, i) => `${i + 1}. ${s.heading}`),
    texts: [`Last updated ${privacy.lastUpdated}`],
  },
];

/** Seconds from a CSS time value ("0.6s", "600ms", "0.01ms"). */
const seconds = (css: string) =>
  css.endsWith("ms") ? parseFloat(css) / 1000 : parseFloat(css.replace(/s$/, ""));

for (const { path, h1, headings, texts } of contentPages) {
  test.describe(path, () => {
    // One visit for what the page shows as it loads and once it has hydrated;
    // axe runs on every page at both widths in routes.spec.ts.
    test("shows its h1 and key texts with a sound heading outline, enters animated, and buttons grow on hover", async ({
      page,
    }) => {
      await page.goto(path);
      // The home page opens on its hero instead (docs/spec.md gives the entry animation to the page
      // bodies).
      if (path !== "/") {
        await test.step("enters with a 0.6 s fade-and-slide animation", async () => {
          const body = page.locator("#main > .page-enter");
          await expect(body).toHaveCount(1);
          const animation = await body.evaluate((el) => {
            const s = getComputedStyle(el);
            return { name: s.animationName, duration: s.animationDuration };
          });
          expect(animation.name).toBe("page-enter");
          expect(seconds(animation.duration)).toBeCloseTo(0.6, 5);
        });
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const main = page.getByRole("main");
      for (const name of headings)
        await expect(main.getByRole("heading", { name, exact: true })).toBeVisible();
      for (const text of texts) await expect(main.getByText(text, { exact: true })).toBeVisible();
      await hydrated(page);
      await expectSoundOutline(page);

      await test.step("buttons grow to 1.05 on hover", async () => {
        // The first visible button of the page (the header's Contact Us on pages without one).
        const button = page.locator(".btn:visible").first();
        await button.scrollIntoViewIfNeeded();
        await expect(button).toHaveCSS("transform", "none");
        await button.hover();
        // The transition runs its course; poll until it settles at 1.05.
        await expect
          .poll(() => button.evaluate((el) => getComputedStyle(el).transform))
          .toMatch(/^matrix\(1\.05, 0, 0, 1\.05, /);
      });
    });

    if (path === "/") return;

    test("shows its final state at once under reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openHydrated(page, path);
      const body = page.locator("#main > .page-enter");
      const duration = await body.evaluate((el) => getComputedStyle(el).animationDuration);
      expect(seconds(duration)).toBeLessThanOrEqual(0.01);
      await expect(body).toHaveCSS("opacity", "1");
    });
  });
}
