// The navigation bar (wide and narrow) and the footer; the rest of the page shell is in
// shell.spec.ts.
import { business } from "../../../content/business";
import { expect, expectNoAxeViolations, NARROW, scrollTo, test, WIDE } from "../fixtures";
import { openHydrated } from "../fixtures";

const header = (page: import("@playwright/test").Page) => page.locator("header.site-header");
// A mark on this document: gone if a link loads a new document instead of
// drawing the next page in this one (a client navigation).
const markDocument = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
const sameDocument = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

/** Opens `path`, marks its document and follows the bar's Case Studies link. */
async function followCaseStudiesFrom(page: import("@playwright/test").Page, path: string) {
  await openHydrated(page, path);
  await markDocument(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Case Studies" })
    .first()
    .click();
}
/** Where #projects' top sits in the view, in whole pixels. */
const projectsTop = (page: import("@playwright/test").Page) =>
  page.locator("#projects").evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe("navigation bar, wide", () => {
  test.use({ viewport: WIDE });

  test("is fixed, transparent at the top and solid past 10 px of scroll", async ({ page }) => {
    await openHydrated(page, "/about");
    await expect(header(page)).toHaveCSS("position", "fixed");
    await expect(header(page)).toHaveAttribute("data-solid", "false");
    await scrollTo(page, 10);
    await expect(header(page)).toHaveAttribute("data-solid", "false");
    await scrollTo(page, 11);
    await expect(header(page)).toHaveAttribute("data-solid", "true");
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute("data-solid", "false");
  });

  test("highlights the current page with aria-current", async ({ page }) => {
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "About" }).first()).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" }).first()).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("follows its links in the page and moves the highlight with them", async ({ page }) => {
    await openHydrated(page, "/services");
    await markDocument(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/about/i);
    await expect(nav.getByRole("link", { name: "About" }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Services" }).first()).not.toHaveAttribute(
      "aria-current",
    );
    await nav.getByRole("link", { name: business.brand, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Home" }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "About" }).first()).not.toHaveAttribute(
      "aria-current",
    );
    expect(await sameDocument(page)).toBe(true);
  });

  test("Case Studies goes home from another page and lands on #projects below the bar", async ({
    page,
  }) => {
    await followCaseStudiesFrom(page, "/about");
    await expect(page).toHaveURL(/\/#projects$/);
    await expect.poll(() => projectsTop(page)).toBe(80);
    await expect(page.locator("#projects").getByRole("heading", { level: 2 })).toBeInViewport();
    expect(await sameDocument(page)).toBe(true);
  });

  test("Case Studies on the home page scrolls to #projects with an 80 px offset", async ({
    page,
  }) => {
    await followCaseStudiesFrom(page, "/");
    await expect.poll(() => projectsTop(page)).toBe(80);
    expect(await sameDocument(page)).toBe(true);
  });

  test("Contact Us opens the contact dialog", async ({ page }) => {
    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Contact Us" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Our Team" })).toBeVisible();
  });

  test("the mobile menu button is not shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("navigation bar, narrow", () => {
  test.use({ viewport: NARROW });

  test("the menu opens as a sheet, adds the external links, closes after a choice and on Escape", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("link", { name: /Pay Invoice/ })).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // Measured once its 180 ms entrance (a slide of 1rem) has ended.
    await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    // The sheet covers the bar with a solid head of its own, its close button where the toggle was.
    const sheet = (await menu.boundingBox())!;
    expect(sheet.y).toBe(0);
    await expect(menu).toHaveCSS("background-color", "rgb(6, 10, 19)");
    const close = menu.getByRole("button", { name: "Close menu" });
    const closeBox = (await close.boundingBox())!;
    const toggleBox = await toggle.evaluate((el) => el.getBoundingClientRect().toJSON());
    expect(Math.abs(closeBox.x - toggleBox.x)).toBeLessThanOrEqual(1);
    for (const [name, href] of [
      ["Pay Invoice", business.paymentPortalUrl],
      ["Book Meeting", business.bookingUrl],
    ]) {
      const link = menu.getByRole("link", { name: new RegExp(name!) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href!);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expectNoAxeViolations(page);

    await close.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await markDocument(page);
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await sameDocument(page)).toBe(true);
    await expect(menu).toBeHidden();
  });

  test("Contact Us in the menu opens the contact dialog", async ({ page }) => {
    await openHydrated(page, "/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator(".mobile-menu").getByRole("button", { name: "Contact Us" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Our Team" })).toBeVisible();
  });
});

for (const viewport of [WIDE, NARROW]) {
  test.describe(`footer at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("has contact details, social links and this year's copyright", async ({ page }) => {
      await page.goto("/about");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: business.phone.display })).toHaveAttribute(
        "href",
        `tel:${business.phone.e164}`,
      );
      await expect(footer.getByRole("link", { name: business.email })).toHaveAttribute(
        "href",
        `mailto:${business.email}`,
      );
      for (const s of business.social) {
        await expect(footer.getByRole("link", { name: new RegExp(s.label) })).toHaveAttribute(
          "href",
          s.url,
        );
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.brand}`);
      const portal = footer.getByRole("link", { name: /Pay Invoice/ });
      if (viewport.width >= 1024) await expect(portal).toBeVisible();
      else await expect(portal).toBeHidden();
    });

    test("quick links navigate and end at the top of the page", async ({ page }) => {
      await openHydrated(page, "/");
      const footer = page.getByRole("contentinfo");
      const names = [
        "Home",
        "About Us",
        "Services",
        "Contact",
        "Areas Served",
        "Terms of Service",
        "Privacy Policy",
      ];
      for (const name of names)
        await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
      await footer.getByRole("link", { name: "Terms of Service" }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await markDocument(page);
      await footer.getByRole("link", { name: "Terms of Service" }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await sameDocument(page)).toBe(true);
    });

    test("a quick link opened in a new tab leaves this page where it was", async ({
      page,
      context,
    }) => {
      await openHydrated(page, "/about");
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Services" });
      await link.scrollIntoViewIfNeeded();
      // Until parts drawn late (content-visibility) have their heights and the view settles.
      let y = -1;
      await expect
        .poll(async () => {
          const was = y;
          await page.waitForTimeout(200);
          y = await page.evaluate(() => window.scrollY);
          return y === was;
        })
        .toBe(true);
      expect(y).toBeGreaterThan(100);
      const opened = context.waitForEvent("page");
      await link.click({ modifiers: ["ControlOrMeta"] });
      // The tab opens blank and then loads the link: wait for its address, not its first one.
      await (await opened).waitForURL((url) => url.pathname === "/services");
      // Past the quick links' 100 ms scroll, had it been started.
      await page.waitForTimeout(600);
      await expect(page).toHaveURL(/\/about$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    });

    test("Refer a Client opens the referral dialog", async ({ page }) => {
      await openHydrated(page, "/terms");
      await page.getByRole("contentinfo").getByRole("button", { name: "Refer a Client" }).click();
      await expect(page.getByRole("dialog", { name: "Refer a Client" })).toBeVisible();
    });

    test("back to top appears past 500 px and returns to the top", async ({ page }) => {
      await openHydrated(page, "/privacy");
      const button = page.getByRole("button", { name: "Back to top" });
      await expect(button).toHaveCount(0);
      await scrollTo(page, 500);
      await expect(button).toHaveCount(0);
      await scrollTo(page, 501);
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toHaveCount(0);
    });
  });
}
