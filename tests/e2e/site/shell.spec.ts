import { business } from "../../../content/business";
import { expect, expectNoAxeViolations, hydrated, NARROW, scrollTo, test, WIDE } from "../fixtures";
import { openAt } from "../fixtures";
import { openHydrated } from "../fixtures";
import { openContactDialog } from "../forms/form-helpers";
import { expectEscapeCloses } from "./site-helpers";

test.describe("support-hours widget", () => {
  test("is ONLINE on a Saturday morning and its clock moves every minute", async ({ page }) => {
    // Saturday 2026-11-21 10:00 EST.
    await page.clock.install({ time: new Date("2026-11-21T15:00:00Z") });
    await page.goto("/about");
    const widget = page.getByRole("contentinfo").getByRole("region", { name: "Support" });
    await expect(widget).toContainText("ONLINE");
    await expect(widget).toContainText("Open until 3:00 PM");
    await expect(widget).toContainText("10:00 AM");
    await page.clock.runFor(60_000);
    await expect(widget).toContainText("10:01 AM");
  });

  test("turns OFFLINE at 3:00 PM on Saturday with Monday's opening", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-21T19:59:30Z") });
    await page.goto("/");
    const widget = page.getByRole("contentinfo").getByRole("region", { name: "Support" });
    await expect(widget).toContainText("ONLINE");
    await page.clock.runFor(60_000);
    await expect(widget).toContainText("OFFLINE");
    await expect(widget).toContainText("Opens Monday at 9:00 AM");
  });

  test("the prerendered HTML holds no status", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('data-state="unknown"');
    expect(html).not.toMatch(/>(ONLINE|OFFLINE)</);
  });
});

test.describe("background and motion", () => {
  test("wide screens cross-fade two images on a 16 s cycle; narrow screens show one", async ({
    page,
  }) => {
    await openAt(page, "/", WIDE);
    const layerB = page.locator(".bg-layer-b");
    await expect(layerB).toHaveCSS("animation-name", "bg-swap");
    await expect(layerB).toHaveCSS("animation-duration", "16s");
    const keyframes = await page.evaluate(() => {
      const el = document.querySelector(".bg-layer-b")!;
      const frames = el.getAnimations()[0]!.effect as KeyframeEffect;
      return frames.getKeyframes().map((k) => [k.offset, k.opacity]);
    });
    // Visible from 8 s to 15.5 s, with 0.5 s fades (3.125 % of 16 s).
    expect(keyframes).toEqual([
      [0, "0"],
      [0.46875, "0"],
      [0.5, "1"],
      [0.96875, "1"],
      [1, "0"],
    ]);
    await page.setViewportSize(NARROW);
    await expect(layerB).toBeHidden();
    await expect(page.locator(".bg-layer-a")).toHaveCSS("background-image", /data:image\/svg\+xml/);
  });

  test("the pause control stops looping motion and resumes it", async ({ page }) => {
    await openHydrated(page, "/");
    const pause = page.getByRole("button", { name: "Pause animations" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".bg-layer-b")).toHaveCSS("animation-play-state", "paused");
    await expect(page.locator(".ticker-track").first()).toHaveCSS("animation-play-state", "paused");
    await pause.press("Enter");
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator(".bg-layer-b")).toHaveCSS("animation-play-state", "running");
  });

  test("reduced motion starts paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Pause animations" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator(".bg-layer-b")).toHaveCSS("animation-name", "none");
  });
});

test.describe("scrolling", () => {
  test("a page opens at the top and client navigation returns to the top", async ({ page }) => {
    await page.goto("/privacy");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await hydrated(page);
    await scrollTo(page, 1500);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("a scroll made while the page starts", () => {
  // The page's start used to throw an early scroll back to the top.
  // The CPU runs 4× slower, as on a phone, and the client entry is held back
  // until the visitor has scrolled, so the page surely starts after the scroll.
  // The page's timers and frames run on Playwright's clock, so "4 s later" takes no 4 s.
  for (const path of ["/", "/about", "/web-design-roanoke-va"]) {
    test(`is not undone on ${path}`, async ({ page }) => {
      await page.clock.install();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      let release!: () => void;
      const scrolled = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
        await scrolled;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.mouse.move(20, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
      const position = await page.evaluate(() => window.scrollY);
      release();
      await hydrated(page);
      // Where the visitor left it 4 s later (the page has long started by then):
      // every timer and frame the page set for those 4 s has run.
      await page.clock.runFor(4000);
      const after = await page.evaluate(() => window.scrollY);
      expect(Math.abs(after - position)).toBeLessThanOrEqual(50);
    });
  }
});

test.describe("dialogs", () => {
  test("the contact dialog shows the phone and the promise, and closes by button, Escape and backdrop only", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const opener = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Contact Us" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("link", { name: `Call ${business.phone.display}` }),
    ).toHaveAttribute("href", `tel:${business.phone.e164}`);
    await expect(dialog).toContainText(
      "We'll respond within one business day to discuss how we can support your firm.",
    );
    // Focus is inside, the page behind cannot scroll.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await expectNoAxeViolations(page);

    // A click inside does not close it.
    await dialog.getByRole("heading", { name: "Contact Our Team" }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await expectEscapeCloses(page, opener, dialog);

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test("the referral dialog opens from the footer and closes the same ways", async ({ page }) => {
    await page.setViewportSize(NARROW);
    await openHydrated(page, "/");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Refer a Client" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Refer a Client" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Below 640 px the dialog is a full-height sheet with no backdrop showing;
    // on a wider screen a click on the backdrop closes it.
    await page.setViewportSize(WIDE);
    await opener.click();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test("keyboard focus stays inside an open dialog", async ({ page }) => {
    await openHydrated(page, "/");
    const dialog = await openContactDialog(page);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate(
        (d) => d.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });
});
