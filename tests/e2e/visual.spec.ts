/**
 * Issue 29's two bugs that cost leads: where the back-to-top button and the
 * dialogs' send buttons sit.
 */
import { expect, hydrated, NARROW, test, WIDE } from "./fixtures";

const scrollTo = (page: import("@playwright/test").Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

for (const viewport of [NARROW, WIDE, { width: 1920, height: 1080 }]) {
  test(`back to top sits bottom-right, outside the bar, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/privacy");
    await hydrated(page);
    await scrollTo(page, 1200);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    // In the lower part of the viewport, at its right edge, and not in the bar.
    expect(box.y).toBeGreaterThan(viewport.height * 0.75);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 32);
    expect(await page.getByRole("banner").locator(".back-to-top").count()).toBe(0);
    // Clear of the side links' column (they sit at the top of the right margin).
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`desktop dialogs at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Send Message shows the moment the contact dialog opens", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Contact Us" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
      await expect(dialog).toBeVisible();
      const send = dialog.getByRole("button", { name: "Send Message" });
      await expect(send).toBeInViewport({ ratio: 1 });
      // Inside the dialog's visible box, not below its scrolling body.
      const d = (await dialog.boundingBox())!;
      const s = (await send.boundingBox())!;
      expect(s.y + s.height).toBeLessThanOrEqual(d.y + d.height);
      // Still there after scrolling the fields: the send row is pinned.
      await dialog.getByLabel("Message").scrollIntoViewIfNeeded();
      await expect(send).toBeInViewport({ ratio: 1 });
    });

    test("Send Referral shows the moment the referral dialog opens", async ({ page }) => {
      await page.goto("/terms");
      await hydrated(page);
      await page.getByRole("contentinfo").getByRole("button", { name: "Refer a Client" }).click();
      const dialog = page.getByRole("dialog", { name: "Refer a Client" });
      await expect(dialog).toBeVisible();
      const send = dialog.getByRole("button", { name: "Send Referral" });
      await expect(send).toBeInViewport({ ratio: 1 });
      const d = (await dialog.boundingBox())!;
      const s = (await send.boundingBox())!;
      expect(s.y + s.height).toBeLessThanOrEqual(d.y + d.height);
    });
  });
}
