/**
 * Landing pages, forms, Terms and the copy after the design review (docs/design.md): the map
 * names this page's place, the lists use the width, the keyword list is a footnote, selects and
 * checkboxes wear the brand, Terms' contents read as a control, and no page uses British spelling.
 */
import type { Locator, Page } from "@playwright/test";
import { landingPages } from "../../../content/landing-pages/index";
import { prerenderPaths } from "../../../content/site-map";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  lateDetails,
  NARROW,
  test,
  WIDE,
} from "../fixtures";

const VIEWPORTS = [NARROW, WIDE];
const LANDING = landingPages.find((p) => p.slug === "web-design-lewisburg-wv")!;
const ACCENT = "rgb(205, 176, 122)";

const drawAll = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".render-later")) {
      el.style.contentVisibility = "visible";
    }
  });

/** A computed style of an element's pseudo-element. */
const pseudo = (l: Locator, which: "::before" | "::after", prop: string) =>
  l.evaluate((el, [w, p]) => getComputedStyle(el, w).getPropertyValue(p!), [which, prop]);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a landing page's map has a legend entry and a label for its own place", async ({
      page,
    }) => {
      await page.goto(`/${LANDING.slug}`);
      await hydrated(page);
      const map = page.locator("figure.area-map");
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByTestId("map-key-current")).toHaveText(`This page: ${LANDING.city}`);
      await expect(map.locator("text.area-map-label")).toHaveText(LANDING.city);
      // The label sits beside this page's marker.
      const [dot, label] = await Promise.all([
        map.locator("a[aria-current=page] circle").last().boundingBox(),
        map.locator("text.area-map-label").boundingBox(),
      ]);
      expect(Math.abs(label!.y + label!.height / 2 - (dot!.y + dot!.height / 2))).toBeLessThan(20);
      await expectNoAxeViolations(page, "figure.area-map");
    });

    test("a landing page's lists, footnote and call to action", async ({ page }) => {
      await page.goto(`/${LANDING.slug}`);
      await drawAll(page);
      for (const name of ["Industries", "Service areas"]) {
        const lefts = await page
          .getByRole("list", { name, exact: true })
          .getByRole("listitem")
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
        expect(new Set(lefts).size, name).toBe(viewport.width >= 1280 ? 2 : 1);
      }
      // The keywords: a small-type footnote after the call to action.
      const footnote = page.getByRole("region", { name: "People also search for" });
      await expect(footnote.getByRole("listitem")).toHaveText(LANDING.keywords!);
      const size = await footnote.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeLessThanOrEqual(14);
      const cta = await page.locator("#cta-heading").boundingBox();
      expect((await footnote.boundingBox())!.y).toBeGreaterThan(cta!.y);
      // Buttons: full width, one above the other, on a phone.
      const buttons = page.locator(".cta-box .cta-actions .btn");
      const boxes = await buttons.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.left]),
      );
      const panel = (await page.locator(".cta-box .cta-actions").boundingBox())!;
      for (const [width] of boxes) {
        if (viewport.width < 640) expect(Math.round(width!)).toBe(Math.round(panel.width));
        else expect(width!).toBeLessThan(panel.width / 1.5);
      }
    });

    test("selects carry a brass chevron and checkboxes the brand colour, used by keyboard", async ({
      page,
    }) => {
      await page.goto("/websites-contact");
      await hydrated(page);
      await lateDetails(page);
      const select = page.getByLabel("Project type");
      expect(await select.evaluate((e) => e.tagName)).toBe("SELECT");
      expect(await select.evaluate((e) => getComputedStyle(e).appearance)).toBe("none");
      const wrap = select.locator("xpath=..");
      expect(await pseudo(wrap, "::after", "border-right-color")).toBe(ACCENT);
      await select.focus();
      await select.selectOption({ index: 1 });
      await expect(select).not.toHaveValue("");

      const box = page.getByRole("checkbox").first();
      expect(await box.evaluate((e) => getComputedStyle(e).borderTopColor)).toMatch(
        /rgba?\(205, 176, 122/,
      );
      await box.focus();
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
      expect(await box.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(ACCENT);
      await expect(page.locator(".field-optional").first()).toHaveText(" (optional)");
    });

    test("a field's error has its mark and room (one Field for the page and the dialogs)", async ({
      page,
    }) => {
      await page.goto("/contact");
      await hydrated(page);
      await lateDetails(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      const error = page.locator(".field-error").first();
      await expect(error).toHaveText("Name is required");
      expect(await pseudo(error, "::before", "background-color")).toBe("rgb(243, 165, 165)");
      // Room between the message and the next label below it in its column.
      const room = await error.evaluate((el) => {
        const e = el.getBoundingClientRect();
        const below = [...el.closest("form")!.querySelectorAll(".field-label")]
          .map((l) => l.getBoundingClientRect())
          .filter((l) => Math.abs(l.left - e.left) < 2 && l.top > e.bottom - 1)
          .map((l) => l.top - e.bottom);
        return Math.min(...below);
      });
      expect(room).toBeGreaterThanOrEqual(6);
      await expectNoAxeViolations(page, "form");
    });
  });
}

test("Terms' contents at 375 px: a control with a cue, and numbers on one edge", async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await page.goto("/terms");
  const summary = page.locator("details.toc-fold > summary");
  await expect(summary).toContainText("Contents");
  // A brass chevron (the accent on paper is a deeper brass), drawn by the late sheet.
  await lateDetails(page);
  expect(await pseudo(summary, "::after", "border-right-color")).toMatch(
    /rgb\((159, 125, 64|125, 94, 34|205, 176, 122)\)/,
  );
  expect(await pseudo(summary, "::after", "width")).toBe("8px");
  expect(await summary.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe("solid");
  const before = await pseudo(summary, "::after", "transform");
  await summary.click();
  await expect(page.locator(".toc ol")).toBeVisible();
  expect(await pseudo(summary, "::after", "transform")).not.toBe(before);
  const titleLefts = await page
    .locator(".toc li a > span:last-child")
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  expect(titleLefts).toHaveLength(9);
  expect(new Set(titleLefts).size).toBe(1);
  const numberRights = await page
    .locator(".toc-number")
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().right)));
  expect(new Set(numberRights).size).toBe(1);
});

test("from 1600 px the container widens; the side tabs stay at the window's edge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/");
  // The container's content box: its width less the gutters.
  const content = await page.locator(".hero-grid").evaluate((el) => {
    const r = el.getBoundingClientRect();
    const pad = parseFloat(getComputedStyle(el).paddingRight);
    return { width: r.width - 2 * pad, right: r.right - pad };
  });
  expect(content.width).toBe(1280);
  const tab = (await page.locator(".side-link").first().boundingBox())!;
  expect(tab.x).toBeGreaterThanOrEqual(content.right);
  const edge = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.abs(tab.x + tab.width - edge)).toBeLessThanOrEqual(1);
});

/** British forms a US site should not use ("-ise" only on stems, so "advise" passes). */
const BRITISH =
  /\b(?:\w*(?:organis|optimis|recognis|prioritis|customis|minimis|maximis|authoris|finalis|standardis|summaris|categoris|utilis|specialis|personalis|visualis)(?:e|ed|es|ing|ation|ations)|realis(?:e|ed|es|ing)|colours?|favour\w*|behaviours?|honour\w*|labour\w*|neighbour\w*|centre[sd]?|licence[sd]?|defence|offence|catalogue[sd]?|programmes?|analys(?:e|ed|es|ing)|travell(?:ed|ing|er)|cancell(?:ed|ing)|modell(?:ed|ing)|judgement|whilst|amongst|enquir(?:y|ies)|cheques?|fulfil|enrol)\b/i;

test("no page's text uses British spelling", async ({ request }) => {
  for (const path of prerenderPaths) {
    const html = await (await request.get(path)).text();
    const text = html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z#0-9]+;/g, " ");
    const found = BRITISH.exec(text);
    const at = found?.index ?? 0;
    expect(found?.[0], `${path}: "${text.slice(Math.max(0, at - 40), at + 40)}"`).toBeUndefined();
  }
});
