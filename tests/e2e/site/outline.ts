/** The heading outline check shared by the content-page specs. */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** Levels of the headings a visitor can reach (closed dialogs excluded), in document order. */
const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((h) => h.checkVisibility() && !h.closest("[aria-hidden='true'], [inert]"))
      .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? "").trim() })),
  );

export async function expectSoundOutline(page: Page) {
  const headings = await headingLevels(page);
  expect(
    headings.filter((h) => h.level === 1),
    "exactly one h1",
  ).toHaveLength(1);
  expect(headings[0]?.level, "the first heading is the h1").toBe(1);
  const skips = headings
    .slice(1)
    .filter((h, i) => h.level > headings[i]!.level + 1)
    .map((h) => `h${h.level} "${h.text}"`);
  expect(skips, "headings that skip a level").toEqual([]);
}
