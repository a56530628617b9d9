/**
 * The home page and the founder after the design review (docs/design.md): the headline carries
 * the first screen, the services begin within a screen and a half on a phone, the home page
 * shows how client files are kept and who does the work, the founder's card says each sentence
 * once, and the sample quotes are a first name and a quote.
 */
import type { Page } from "@playwright/test";
import about from "../../../content/about";
import { business } from "../../../content/business";
import home from "../../../content/home";
import services from "../../../content/services";
import testimonials from "../../../content/testimonials";
import { expect, expectNoAxeViolations, test, openAt, atNarrowAndWide } from "../fixtures";

/** Brings parts drawn only when near (content-visibility: auto) into layout. */
const drawAll = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".render-later")) {
      el.style.contentVisibility = "visible";
    }
  });

atNarrowAndWide((viewport) => {
  test("the headline is the largest text on the first screen; the illustration is quieter", async ({
    page,
  }) => {
    await page.goto("/");
    const h1 = page.getByRole("heading", { level: 1 });
    const illustration = page.getByTestId("hero-illustration");
    await expect(illustration).toBeVisible();
    const sizes = await page.evaluate(() => {
      const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
      const h1 = document.querySelector("h1")!;
      let largestElse = 0;
      for (const el of document.querySelectorAll("body *")) {
        if (h1.contains(el) || !el.childNodes.length) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        const box = el.getBoundingClientRect();
        if (own && box.top < innerHeight && box.bottom > 0 && box.width > 0) {
          largestElse = Math.max(largestElse, px(el));
        }
      }
      const illo = document.querySelector("[data-testid=hero-illustration]")!;
      return { h1: px(h1), largestElse, opacity: Number(getComputedStyle(illo).opacity) };
    });
    expect(sizes.h1).toBeGreaterThan(sizes.largestElse * 1.5);
    expect(sizes.h1).toBeLessThanOrEqual(72);
    if (viewport.width >= 1280) expect(sizes.h1).toBeGreaterThanOrEqual(60);
    expect(sizes.opacity).toBeLessThanOrEqual(0.7);
    // Narrower than the headline, and a smaller area than the hero's words.
    const [h1Box, illoBox, words] = await Promise.all([
      h1.boundingBox(),
      illustration.boundingBox(),
      page.locator(".hero-grid > div").first().boundingBox(),
    ]);
    expect(illoBox!.width).toBeLessThan(words!.width);
    expect(illoBox!.width).toBeLessThanOrEqual(h1Box!.width);
    expect(illoBox!.width * illoBox!.height).toBeLessThan(words!.width * words!.height);
    // The spec's parts are all there: version, status bars, projects, terminal, dock.
    await expect(illustration).toContainText(home.sampleVersion);
    await expect(illustration.locator(".illo-terminal")).toBeVisible();
    await expect(illustration.locator(".illo-bar-row")).toHaveCount(4);
    await expect(illustration.locator(".illo-projects li")).toHaveCount(home.sampleProjects.length);
  });

  test("shows how client files are kept and who does the work, between services and quotes", async ({
    page,
  }) => {
    await page.goto("/");
    await drawAll(page);
    const band = page.getByRole("region", { name: services.protection.heading });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole("heading", { level: 3 })).toHaveText(
      services.protection.items.map((i) => i.title),
    );
    for (const item of services.protection.items) await expect(band).toContainText(item.short);
    await expect(band.getByRole("link", { name: home.trust.protectionLink })).toHaveAttribute(
      "href",
      "/services#protection-heading",
    );
    const founder = page.getByRole("link", { name: home.trust.founderLink });
    await expect(founder).toHaveAttribute("href", "/about#founder-heading");
    await expect(page.getByText(home.trust.founderLine)).toBeVisible();
    // In order: services, protection, founder, quotes.
    const tops = await Promise.all(
      [page.locator("#services-heading"), band, founder, page.locator("#projects-heading")].map(
        async (l) => (await l.boundingBox())!.y,
      ),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // The founder band is one line at 1280 px.
    if (viewport.width >= 1280) {
      const line = await page.locator(".founder-band p").boundingBox();
      expect(line!.height).toBeLessThan(40);
    }
    await expectNoAxeViolations(page, ".protection-band");
  });

  test("quotes are a first name and a quote, under a Case Studies eyebrow", async ({ page }) => {
    await page.goto("/");
    await drawAll(page);
    const section = page.locator("#projects");
    await expect(section.locator(".eyebrow")).toHaveText("Case Studies");
    const captions = section.locator("figcaption");
    await expect(captions).toHaveText(testimonials.map((t) => t.name));
    expect(testimonials.every((t) => !t.role)).toBe(true);
    await expect(section.locator(".firm-mark")).toHaveCount(0);
  });

  test("the founder's card says every sentence once, and not the founding date", async ({
    page,
  }) => {
    await page.goto("/about");
    const card = page.getByRole("region", { name: about.founder.heading });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    const text = await card.innerText();
    const sentences = text
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) => s.replace(/^[—\s]+|[\s.]+$/g, "").toLowerCase())
      .filter((s) => s.split(" ").length >= 4 && s !== "(opens in a new tab)");
    expect(sentences.length).toBeGreaterThan(4);
    expect(new Set(sentences).size, sentences.join("\n")).toBe(sentences.length);
    expect(text).not.toContain(`${business.founded.month} ${business.founded.year}`);
    for (const f of about.founder.facts)
      await expect(card.getByText(f.value, { exact: true })).toBeVisible();
    // A monogram of initials anchors it: letters, under 80 px, nothing drawn.
    const mark = card.locator(".founder-monogram");
    await expect(mark).toHaveText("JE");
    expect((await mark.boundingBox())!.width).toBeLessThan(80);
    await expect(card.locator("svg, img")).toHaveCount(0);
    const book = card.getByRole("link", { name: /Book a call/ });
    await expect(book).toHaveAttribute("href", business.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page, ".founder-card");
  });
});

test("the services' heading begins within 1,110 px at 375x740; the facts sit two by two", async ({
  page,
}) => {
  await openAt(page, "/", { width: 375, height: 740 });
  await expect(page.getByTestId("hero-illustration")).toBeVisible();
  const heading = await page.locator("#services-heading").boundingBox();
  expect(heading!.y).toBeLessThanOrEqual(1110);
  const cells = await page
    .locator("dl.facts > div")
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.top]));
  expect(new Set(cells.map(([left]) => Math.round(left!))).size).toBe(2);
  expect(new Set(cells.map(([, top]) => Math.round(top!))).size).toBe(2);
});

test("the accordion's four groups each have a tint of the palette", async ({ page }) => {
  await page.goto("/");
  const tints = await page
    .locator(".accordion-icon")
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).color));
  expect(tints).toHaveLength(4);
  expect(new Set(tints).size).toBe(4);
  // The palette's tones on ink: slate (fg-muted), paper, brass (accent) and bronze (brass-mid).
  expect(new Set(tints)).toEqual(
    new Set([
      "rgb(163, 175, 196)",
      "rgb(246, 241, 231)",
      "rgb(205, 176, 122)",
      "rgb(159, 125, 64)",
    ]),
  );
});
