/**
 * The site's chrome at launch (docs/design.md): the phone menu as a sheet over
 * a backdrop, a back-to-top button that never covers text, a landing page's
 * first actions on a phone's first screen, links that look like links, and
 * pages that print whole.
 */
import type { Page } from "@playwright/test";
import { business } from "../../../content/business";
import home from "../../../content/home";
import { landingPages } from "../../../content/landing-pages/index";
import { expect, expectNoAxeViolations, NARROW, test, WIDE, openHydrated } from "../fixtures";
import { expectEscapeCloses, openScrolled } from "./site-helpers";

/** A point of the viewport 40 px below the open menu's panel. */
async function belowMenu(page: Page) {
  const panel = (await page.locator(".mobile-menu").boundingBox())!;
  const y = panel.y + panel.height + 40;
  expect(y, "room below the panel").toBeLessThan(NARROW.height);
  return { x: NARROW.width / 2, y };
}

test.describe("the phone menu", () => {
  test.use({ viewport: NARROW });

  test("is a sheet over a backdrop: below it is the menu's, and the page does not scroll", async ({
    page,
  }) => {
    await openScrolled(page, "/services", 300);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: /Pay Invoice/ })).toBeVisible();
    const { x, y } = await belowMenu(page);
    const owner = await page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px!, py!);
        const menu = document.querySelector(".mobile-menu");
        return hit && menu?.contains(hit) ? "menu" : hit?.tagName;
      },
      [x, y],
    );
    // The backdrop's hits go to the <dialog> element itself.
    expect(owner).toBe("menu");

    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 600);
    await page.mouse.move(x, 600);
    await page.mouse.wheel(0, -400);
    // Two frames after the wheel: a scroll it started would have moved the page.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await expectNoAxeViolations(page);
  });

  test("closes on the backdrop and on Escape, with focus back on the toggle", async ({ page }) => {
    await openHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const payInvoice = page.getByRole("link", { name: /Pay Invoice/ });

    await toggle.click();
    await expect(payInvoice).toBeVisible();
    const { x, y } = await belowMenu(page);
    await page.mouse.click(x, y);
    await expect(payInvoice).toBeHidden();
    await expect(toggle).toBeFocused();

    await expectEscapeCloses(page, toggle, payInvoice);
  });
});

test.describe("landing pages on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("show Get Started Today above the fold on every page", async ({ page }) => {
    // One page load per landing page.
    test.slow();
    for (const p of landingPages) {
      await page.goto(`/${p.slug}`);
      const button = page
        .getByRole("main")
        .locator("header")
        .first()
        .getByRole("button", { name: "Get Started Today" });
      await expect(button, p.slug).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe("back to top", () => {
  /** Scrolls a little every frame for a while; whether the button was hidden at the end. */
  const hiddenWhileScrolling = (page: Page) =>
    page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      for (let i = 0; i < 20; i++) {
        window.scrollBy({ top: 8, behavior: "instant" });
        await frame();
      }
      const button = document.querySelector(".back-to-top");
      return button !== null && getComputedStyle(button).visibility === "hidden";
    });

  test("on a phone, hides while the page scrolls under it and returns when it stops", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await openScrolled(page, "/privacy", 1200);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeVisible();
    expect(await hiddenWhileScrolling(page)).toBe(true);
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS("background-color", "rgb(11, 18, 32)");
  });

  test("from 1280 px, in the margin beside the text, stays while the page scrolls", async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await openScrolled(page, "/privacy", 1200);
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    expect(await hiddenWhileScrolling(page)).toBe(false);
  });
});

test.describe("links that look like links", () => {
  test.use({ viewport: WIDE });

  test("a city on Areas Served is underlined, and hover and focus show an arrow", async ({
    page,
  }) => {
    await page.goto("/areas-served");
    const link = page.getByRole("link", { name: "Learn More about", exact: false }).first();
    const cue = () =>
      link.evaluate((el) => ({
        line: getComputedStyle(el).textDecorationLine,
        arrow: getComputedStyle(el, "::after").content,
        shown: getComputedStyle(el, "::after").opacity,
      }));
    expect(await cue()).toEqual({ line: "underline", arrow: '"→" / ""', shown: "0" });
    await link.hover();
    await expect.poll(async () => (await cue()).shown).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await cue()).shown).toBe("0");
    await page.keyboard.press("Shift+Tab");
    await link.focus();
    await expect.poll(async () => (await cue()).shown).toBe("1");
  });

  test("the industries popup sets every item alike, with an arrow only on a link", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    await page.getByRole("button", { name: home.industries.buttonLabel }).click();
    const dialog = page.getByRole("dialog", { name: home.industries.heading });
    await expect(dialog.getByRole("link").first()).toBeVisible();
    // Nothing hovered.
    await page.mouse.move(0, 0);
    const items = await dialog.locator("ul > li > *").evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const after = getComputedStyle(el, "::after").content;
        return {
          link: el.tagName === "A",
          look: `${style.color} ${style.fontWeight} ${style.fontSize}`,
          arrow: after !== "none" && after !== "normal",
        };
      }),
    );
    expect(items.length).toBe(home.industries.items.length);
    expect(new Set(items.map((i) => i.look)).size, JSON.stringify(items)).toBe(1);
    for (const item of items) expect(item.arrow).toBe(item.link);
  });
});

/** Space between the lowest painted part of the page (text, a fill, a border) and the footer. */
const spaceBeforeFooter = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector("footer")!.getBoundingClientRect().top;
    let lowest = -Infinity;
    for (const el of document.querySelectorAll("main *")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      const painted =
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.borderBottomWidth !== "0px" ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (painted) lowest = Math.max(lowest, r.bottom);
    }
    return Math.round(footer - lowest);
  });

/** Opens `path` at its foot, without the entry motion, once the parts drawn when near are drawn. */
async function atFoot(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  await expect(page.getByRole("contentinfo")).toBeInViewport();
}

for (const viewport of [NARROW, WIDE]) {
  test(`one space before the footer on every page, none after paper, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of [
      "/",
      "/about",
      "/services",
      "/contact",
      "/websites-contact",
      "/areas-served",
      "/web-design-lewisburg-wv",
    ]) {
      await atFoot(page, path);
      await expect.poll(() => spaceBeforeFooter(page), path).toBe(80);
    }
    for (const path of ["/terms", "/privacy"]) {
      await atFoot(page, path);
      await expect.poll(() => spaceBeforeFooter(page), path).toBe(0);
    }
  });
}

test.describe("print", () => {
  for (const [path, closing] of [
    ["/services", ".cta-box"],
    ["/web-design-lewisburg-wv", ".cta-box"],
    ["/terms", ".legal-sections"],
  ] as const) {
    test(`${path} draws every part, its closing call to action and its footer`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      const lazy = await page.evaluate(() =>
        [...document.querySelectorAll("*")]
          .filter((el) => getComputedStyle(el).contentVisibility === "auto")
          .map((el) => `${el.tagName}.${el.className}`),
      );
      expect(lazy).toEqual([]);
      const last = page.locator(closing).last();
      await expect(last).toBeVisible();
      expect((await last.boundingBox())!.height).toBeGreaterThan(100);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      expect((await footer.boundingBox())!.height).toBeGreaterThan(100);
      const phone = footer.getByRole("link", { name: business.phone.display });
      await expect(phone).toBeVisible();
      expect((await phone.boundingBox())!.width).toBeGreaterThan(0);
      await expect(footer).toContainText(business.email);
      // A PDF of the page is made without error (its text is compressed, so not read here).
      expect((await page.pdf()).byteLength).toBeGreaterThan(10_000);
    });
  }
});
