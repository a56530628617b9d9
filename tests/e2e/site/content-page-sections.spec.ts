// Each content page's own sections (services, areas, legal, about, contact, narrow screens); every
// page's headings and texts are in content-pages.spec.ts.
import type { Page } from "@playwright/test";
import about from "../../../content/about";
import areas from "../../../content/areas-served";
import { business } from "../../../content/business";
import contact from "../../../content/contact-page";
import { landingPages } from "../../../content/landing-pages/index";
import terms from "../../../content/legal/terms";
import services from "../../../content/services";
import { SPEC_PRIVACY_SECTIONS } from "../../fixtures/spec-lists";
import { expect, expectNoAxeViolations, hydrated, NARROW, test } from "../fixtures";
import { expectSoundOutline } from "./outline";

const contactDialog = (page: Page) => page.getByRole("dialog", { name: "Contact Our Team" });

test.describe("/services and /pricing", () => {
  for (const path of ["/services", "/pricing"]) {
    test(`${path} shows the four service blocks with six features each`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      const blockHeadings = main.getByRole("heading", { level: 2 });
      await expect(blockHeadings.first()).toBeVisible();
      const titles = services.blocks.map((b) => b.title);
      expect((await blockHeadings.allTextContents()).slice(0, 4)).toEqual(titles);
      for (const block of services.blocks) {
        const features = main.getByRole("list", { name: `${block.title} features` });
        await expect(features.getByRole("listitem")).toHaveText(block.features);
      }
      await expect(main.getByRole("button", { name: "Schedule a Consultation" })).toHaveCount(4);
      await expect(main.getByText("$")).toHaveCount(0);
    });
  }

  test("/pricing is canonical to /services", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const href = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(href!).pathname).toBe("/services");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", href!);
  });

  test('"Schedule a Consultation" opens the contact dialog', async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await expect(contactDialog(page)).toBeHidden();
    await page.getByRole("button", { name: "Schedule a Consultation" }).nth(2).click();
    await expect(contactDialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("/areas-served", () => {
  test("has one Learn More link per landing page, and every one answers 200", async ({
    page,
    request,
  }) => {
    await page.goto("/areas-served");
    const links = page.getByRole("main").getByRole("link", { name: /^Learn More/ });
    await expect(links).toHaveCount(landingPages.length);
    await expect(links).toHaveText(landingPages.map(() => /^Learn More about /));
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect([...hrefs].sort()).toEqual(landingPages.map((p) => `/${p.slug}`).sort());
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("groups the cards under West Virginia and Virginia", async ({ page }) => {
    await page.goto("/areas-served");
    for (const [heading, state] of [
      [areas.westVirginiaHeading, "WV"],
      [areas.virginiaHeading, "VA"],
    ] as const) {
      const region = page.getByRole("region", { name: heading, exact: true });
      await expect(region.getByRole("link", { name: /^Learn More/ })).toHaveCount(
        landingPages.filter((p) => p.state === state).length,
      );
    }
  });

  test(`"Don't See Your Area?" opens the contact dialog`, async ({ page }) => {
    await page.goto("/areas-served");
    await hydrated(page);
    const block = page.getByRole("region", { name: "Don't See Your Area?" });
    await block.getByRole("button", { name: areas.notListed.button }).click();
    await expect(contactDialog(page)).toBeVisible();
  });

  test("a Learn More link leads to its city page", async ({ page }) => {
    await page.goto("/areas-served");
    await hydrated(page);
    const roanoke = landingPages.find((p) => p.slug === "web-design-roanoke-va")!;
    await page
      .getByRole("link", { name: `Learn More about Web Design in ${roanoke.city}` })
      .click();
    await expect(page).toHaveURL(/\/web-design-roanoke-va$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(roanoke.heading);
  });
});

test.describe("legal pages", () => {
  test("/terms has nine numbered sections and the last-updated date", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText("Last updated May 1, 2025")).toBeVisible();
    const sections = page.getByRole("main").getByRole("heading", { level: 2, name: /^\d+\. / });
    await expect(sections).toHaveCount(9);
    const texts = await sections.allTextContents();
    texts.forEach((t, i) => expect(t.startsWith(`${i + 1}. `), t).toBe(true));
    expect(texts.map((t) => t.replace(/^\d+\. /, ""))).toEqual(
      terms.sections.map((s) => s.heading),
    );
    await expect(page.getByRole("main")).toContainText("laws of the State of West Virginia");
  });

  test("/privacy has the eleven sections in order, the date, 16 and the privacy e-mail", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByText("Last updated November 28, 2026")).toBeVisible();
    const sections = main.getByRole("heading", { level: 2 });
    await expect(sections).toHaveText(SPEC_PRIVACY_SECTIONS.map((s, i) => `${i + 1}. ${s}`));
    await expect(main).toContainText("children under 16");
    await expect(main).toContainText(business.privacyEmail);
    await expect(main).toContainText("We do not sell your personal information");
  });

  test("/privacy's Contact Us opens the contact dialog", async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "Contact Us" }).first().click();
    await expect(contactDialog(page)).toBeVisible();
  });
});

test.describe("/about", () => {
  test("calls by phone with a tel link", async ({ page }) => {
    await page.goto("/about");
    const call = page.getByRole("main").getByRole("link", { name: /^Call / });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveText(`Call ${business.phone.display}`);
    await expect(call).toHaveAttribute("href", `tel:${business.phone.e164}`);
  });

  test("opens the contact dialog from its call to action", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Contact Our Team" }).click();
    await expect(contactDialog(page)).toBeVisible();
    await page.getByRole("button", { name: "Close dialog" }).click();
    await expect(contactDialog(page)).toBeHidden();
  });

  test('"Refer Someone" opens the referral dialog', async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Refer Someone" }).click();
    await expect(page.getByRole("dialog", { name: "Refer a Client" })).toBeVisible();
    await expect(contactDialog(page)).toBeHidden();
  });

  test("links the founder's profile in a new tab, without opener or referrer", async ({ page }) => {
    await page.goto("/about");
    const profile = page.getByRole("main").getByRole("link", {
      name: new RegExp(business.founder.name),
    });
    await expect(profile).toHaveCount(1);
    await expect(profile).toHaveAttribute("href", business.founder.profileUrl);
    await expect(profile).toHaveAttribute("target", "_blank");
    const rel = (await profile.getAttribute("rel"))?.split(/\s+/) ?? [];
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  test("shows five What We Do cards", async ({ page }) => {
    await page.goto("/about");
    const region = page.getByRole("region", { name: "What We Do" });
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(
      about.whatWeDo.cards.map((c) => c.title),
    );
  });
});

test.describe("/contact", () => {
  test("shows the phone, e-mail and business hours", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    const phone = main.getByRole("link", { name: business.phone.display });
    await expect(phone).toHaveAttribute("href", `tel:${business.phone.e164}`);
    const email = main.getByRole("link", { name: business.email });
    await expect(email).toHaveAttribute("href", `mailto:${business.email}`);
    const hours = page.getByRole("region", { name: contact.hoursHeading });
    const lines = await hours.locator("dl > div").allInnerTexts();
    expect(lines.map((l) => l.replace(/\s+/g, " ").trim())).toEqual([
      "Monday – Friday 9:00 AM – 6:00 PM",
      "Saturday 9:00 AM – 3:00 PM",
      "Sunday Closed",
    ]);
    await expect(hours).toContainText("Eastern Time");
  });

  test('"Refer Someone" opens the referral dialog', async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Refer Someone" }).click();
    await expect(page.getByRole("dialog", { name: "Refer a Client" })).toBeVisible();
  });
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: NARROW });

  test("the about page keeps one h1, a sound outline and no axe violations", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
    await expectSoundOutline(page);
    await expectNoAxeViolations(page);
  });

  test("the services blocks still list six features each", async ({ page }) => {
    await page.goto("/services");
    for (const block of services.blocks) {
      const list = page.getByRole("list", { name: `${block.title} features` });
      await expect(list.getByRole("listitem")).toHaveCount(6);
    }
  });
});
