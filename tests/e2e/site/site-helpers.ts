/** Steps the site's page specs share: a page opened part way down, a dialog's pinned send
 * button, and the Escape key closing what a button opened. */
import type { Locator, Page } from "@playwright/test";
import { expect, scrollTo, openHydrated } from "../fixtures";

/** Opens `path`, waits for it to start, and scrolls `y` px down. */
export async function openScrolled(page: Page, path: string, y: number) {
  await openHydrated(page, path);
  await scrollTo(page, y);
}

/** `dialog` opened: its send button is wholly in view and inside the dialog's visible box. */
export async function expectSendInView(dialog: Locator, sendName: string) {
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole("button", { name: sendName });
  await expect(send).toBeInViewport({ ratio: 1 });
  const d = (await dialog.boundingBox())!;
  const s = (await send.boundingBox())!;
  expect(s.y + s.height).toBeLessThanOrEqual(d.y + d.height);
  return send;
}

/** `opener` shows `shown`; Escape hides it again and puts the focus back on `opener`. */
export async function expectEscapeCloses(page: Page, opener: Locator, shown: Locator) {
  await opener.click();
  await expect(shown).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shown).toBeHidden();
  await expect(opener).toBeFocused();
}
