import type { Page } from "@playwright/test";
import { business } from "../../../content/business";
import home from "../../../content/home";
import testimonials from "../../../content/testimonials";
import { expect, expectNoAxeViolations, hydrated, NARROW, test, WIDE, openAt } from "../fixtures";
import { openHydrated } from "../fixtures";

const typed = (page: Page) => page.getByTestId("typing-text");
const typedText = async (page: Page) =>
  ((await typed(page).textContent()) ?? "").replace(/\|$/, "");

test("the hero's h1 and the brand read once as plain text", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Digital Operations for Legal Firms.",
  );
  const line = page.locator(".typing-line");
  await expect(line.locator(".sr-only")).toHaveText(business.brand);
  await expect(typed(page)).toHaveAttribute("aria-hidden", "true");
  // Still so once hydrated (axe runs on every page in routes.spec.ts).
  await hydrated(page);
  await expect(line.locator(".sr-only")).toHaveText(business.brand);
  await expect(typed(page)).toHaveAttribute("aria-hidden", "true");
});

test("types the brand, adds and removes the suffix, and shows the former name at 45 s", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await openHydrated(page, "/");
  // Pause a second ahead of the page's own clock: later than the page can get
  // to before this call lands, even on a loaded machine ("Cannot fast-forward
  // to the past" otherwise). The checks below run wholly on the paused clock.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const seen: { at: number; text: string }[] = [];
  // Fine steps while the brand is typed (at the start, and again after the
  // former name, about 57 s in), coarser ones between.
  for (let at = 0; at <= 60_000;) {
    const text = await typedText(page);
    if (seen.at(-1)?.text !== text) seen.push({ at, text });
    const step = at < 3000 || at > 54_000 ? 50 : 250;
    await page.clock.runFor(step);
    at += step;
  }
  const texts = seen.map((s) => s.text);
  const full = `${business.brand}${business.domainSuffix}`;
  const firstFull = texts.indexOf(full);
  // The brand stands whole from the first paint, and the suffix is typed after it.
  expect(firstFull).toBeGreaterThanOrEqual(0);
  expect(texts.slice(0, firstFull + 1).every((t) => t.startsWith(business.brand))).toBe(true);
  // The suffix stays for 15 s, then is deleted back to the brand.
  const shown = seen[firstFull]!;
  const next = seen[firstFull + 1]!;
  expect(next.at - shown.at).toBeGreaterThanOrEqual(14_900);
  // …then deleted (100 ms a character) back to the brand.
  expect(full.startsWith(next.text) && next.text.length < full.length).toBe(true);
  expect(texts.slice(firstFull)).toContain(business.brand);
  // The interruption: everything deleted, then the former name typed.
  const former = seen.find((s) => s.text === `Formerly ${business.formerName}`);
  expect(former).toBeDefined();
  expect(former!.at).toBeGreaterThan(45_000);
  const empty = seen.findIndex((s) => s.at > 40_000 && s.text === "");
  expect(empty).toBeGreaterThan(0);
  // …and the brand typed again letter by letter. (The first typing starts 1 s
  // after hydration on the page's real clock, so on a busy machine its first
  // letters can pass before the test pauses the clock; this one cannot.)
  const retyped = texts.slice(texts.lastIndexOf(`Formerly ${business.formerName}`));
  expect(retyped).toContain("");
  expect(retyped).toContain(business.brand.slice(0, 1));
  expect(retyped).toContain(business.brand.slice(0, 3));
  expect(retyped).toContain(business.brand);
});

test("under reduced motion the brand stands still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await openHydrated(page, "/");
  await page.clock.runFor(5000);
  expect(await typedText(page)).toBe(business.brand);
});

test("the service accordion keeps one group open, the first by default", async ({ page }) => {
  await openHydrated(page, "/");
  const groups = home.services.groups;
  const button = (i: number) => page.getByRole("button", { name: groups[i]!.title });
  await expect(page.getByRole("heading", { level: 3 }).getByRole("button")).toHaveCount(4);
  await expect(button(0)).toHaveAttribute("aria-expanded", "true");
  for (const i of [1, 2, 3]) await expect(button(i)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: groups[0]!.title })).toBeVisible();
  await expect(page.getByText(groups[1]!.items[0]!)).toBeHidden();

  await button(1).click();
  await expect(button(1)).toHaveAttribute("aria-expanded", "true");
  await expect(button(0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(groups[1]!.items[0]!)).toBeVisible();
  const controls = await button(1).getAttribute("aria-controls");
  await expect(page.locator(`#${controls}`)).toBeVisible();

  await button(1).click();
  for (const i of [0, 1, 2, 3]) await expect(button(i)).toHaveAttribute("aria-expanded", "false");
  await button(3).press("Enter");
  await expect(button(3)).toHaveAttribute("aria-expanded", "true");
});

test("Case Studies holds the five testimonials", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#projects");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(home.caseStudies.heading);
  await expect(section.getByRole("listitem")).toHaveCount(5);
  for (const t of testimonials) await expect(section.getByText(t.quote)).toBeVisible();
});

test("the ticker is one button that opens the contact dialog by mouse and keyboard", async ({
  page,
}) => {
  await openHydrated(page, "/");
  const ticker = page.getByRole("button", { name: home.ticker.message }).first();
  await expect(ticker.locator(".ticker-item")).toHaveCount(12);
  await ticker.click();
  const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await ticker.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await ticker.focus();
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
});

test("side links show at 1440 px while the hero is in view", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/");
  const side = page.getByRole("navigation", { name: "Client links" });
  await expect(side.getByRole("link", { name: /Pay Invoice/ })).toBeVisible();
  await expect(side.getByRole("link", { name: /Book Meeting/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.locator("#projects").scrollIntoViewIfNeeded();
  await expect(side).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(side).toBeVisible();
});

test("side links are absent on a 375 px screen", async ({ page }) => {
  await page.setViewportSize(NARROW);
  await openHydrated(page, "/");
  await expect(page.getByRole("navigation", { name: "Client links" })).toBeHidden();
});

test("the industries popup lists the nine and closes like the dialogs", async ({ page }) => {
  await openHydrated(page, "/");
  await page.getByRole("button", { name: home.industries.buttonLabel }).click();
  const dialog = page.getByRole("dialog", { name: home.industries.heading });
  await expect(dialog.getByRole("listitem")).toHaveText(home.industries.items);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: home.industries.buttonLabel }).click();
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();
});

for (const [viewport, icons] of [
  [WIDE, 8],
  [NARROW, 4],
] as const) {
  test(`the illustration shows the sample figures and ${icons} dock icons at ${viewport.width} px`, async ({
    page,
  }) => {
    await openAt(page, "/", viewport);
    const illo = page.getByTestId("hero-illustration");
    await expect(illo).toHaveAttribute("aria-hidden", "true");
    for (const figure of [
      ...home.sampleStatus.flatMap((s) => [s.label, `${s.value}%`]),
      home.sampleVersion,
    ]) {
      await expect(illo.getByText(figure, { exact: true })).toBeVisible();
    }
    for (const status of ["In Progress", "Completed", "Planning"]) {
      await expect(illo.getByText(status).first()).toBeVisible();
    }
    await expect(illo.locator("[data-dock-icon]:visible")).toHaveCount(icons);
  });
}
