/**
 * The launch design of the home, About and Services pages (docs/design.md):
 * a founder's card with nothing person-shaped in it, the hero's actions and
 * facts on a phone, the typed brand whole at first paint, client quotes of one
 * width, and Services on paper with one brass action.
 */
import type { Locator, Page } from "@playwright/test";
import about from "../../../content/about";
import { business } from "../../../content/business";
import home from "../../../content/home";
import services from "../../../content/services";
import { expect, expectNoAxeViolations, hydrated, NARROW, test, WIDE, openAt } from "../fixtures";
import { openHydrated } from "../fixtures";

/** Brings a part drawn only when near (content-visibility: auto) into view and waits for it. */
async function inView(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeVisible();
  return locator;
}

/** The distinct line tops of `text` inside `selector` (a Range over its text nodes). */
function lineTops(page: Page, selector: string, text: string) {
  return page.evaluate(
    ([sel, wanted]) => {
      for (const el of document.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
        const all = nodes.map((n) => n.data).join("");
        const at = all.indexOf(wanted);
        if (at < 0) continue;
        const place = (offset: number): [Text, number] => {
          let left = offset;
          for (const n of nodes) {
            if (left <= n.data.length) return [n, left];
            left -= n.data.length;
          }
          throw new Error("offset past the end");
        };
        const range = document.createRange();
        range.setStart(...place(at));
        range.setEnd(...place(at + wanted.length));
        const tops = [...range.getClientRects()]
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top));
        return [...new Set(tops)];
      }
      return null;
    },
    [selector, text] as const,
  );
}

test.describe("the founder's card", () => {
  test("holds no decorative picture of 80 px or more, and fills its width at 1280 px", async ({
    page,
  }) => {
    await openAt(page, "/about", WIDE);
    const card = await inView(page.getByRole("region", { name: about.founder.heading }));
    const pictures = await card.locator("svg, img, [aria-hidden='true']").evaluateAll(
      (els) =>
        els
          .filter((el) => el.matches("img, [aria-hidden='true'], [aria-hidden='true'] *"))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width >= 80 || r.height >= 80).length,
    );
    expect(pictures).toBe(0);
    // The role, what the founder does, the signed quote, the booking and profile links.
    await expect(card.getByText(business.founder.role).first()).toBeVisible();
    for (const f of about.founder.facts)
      await expect(card.getByText(f.value, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /Book a call/ })).toBeVisible();
    await expect(card.locator("blockquote")).toHaveText(about.founder.pullQuote);
    await expect(card.getByRole("link", { name: /on LinkedIn/ })).toBeVisible();
    // Its text reaches the card's far side (no empty right third).
    const box = (await card.boundingBox())!;
    const right = await card.evaluate((el) =>
      Math.max(
        ...[...el.querySelectorAll("p, blockquote, h2, dl")].map(
          (e) => e.getBoundingClientRect().right,
        ),
      ),
    );
    expect(box.x + box.width - right).toBeLessThanOrEqual(72);
  });
});

test.describe("Our Vision", () => {
  test("uses the width at 1280 px: its points beside the prose", async ({ page }) => {
    await openAt(page, "/about", WIDE);
    const vision = await inView(page.getByRole("region", { name: about.vision.heading }));
    const points = vision
      .getByRole("list", { name: about.vision.pointsLabel })
      .getByRole("listitem");
    await expect(points).toHaveText(about.vision.points);
    const prose = (await vision.getByRole("heading", { level: 2 }).boundingBox())!;
    const list = (await points.first().boundingBox())!;
    expect(list.x).toBeGreaterThan(prose.x + 400);
  });
});

test.describe("the home page on a phone", () => {
  test('keeps "Sat 9–3" on one line at 320 and 375 px', async ({ page }) => {
    for (const width of [320, 375]) {
      await openAt(page, "/", { width, height: 740 });
      await inView(page.locator("dl.facts"));
      expect(await lineTops(page, "dl.facts dd", "Sat 9–3"), `${width} px`).toHaveLength(1);
      expect(await lineTops(page, "dl.facts dd", "Mon–Fri 9–6"), `${width} px`).toHaveLength(1);
    }
  });

  test("shows the facts two by two on a phone", async ({ page }) => {
    await openAt(page, "/", NARROW);
    const lefts = await page
      .locator("dl.facts > div")
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(4);
    expect(new Set(lefts).size).toBe(2);
  });

  test("stacks the hero's two buttons at full width on one left edge, the link on the text's edge", async ({
    page,
  }) => {
    await openAt(page, "/", NARROW);
    const hero = page.locator(".hero");
    const primary = (await hero.getByRole("button", { name: home.hero.primaryCta }).boundingBox())!;
    const secondary = (await hero
      .getByRole("link", { name: home.hero.secondaryCta })
      .boundingBox())!;
    const quiet = (await hero
      .getByRole("button", { name: home.industries.buttonLabel })
      .boundingBox())!;
    const heading = (await hero.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(Math.abs(primary.x - secondary.x)).toBeLessThanOrEqual(1);
    expect(primary.width).toBeGreaterThanOrEqual(300);
    expect(secondary.width).toBeGreaterThanOrEqual(300);
    expect(secondary.y).toBeGreaterThan(primary.y + primary.height - 1);
    expect(Math.abs(quiet.x - heading.x)).toBeLessThanOrEqual(1);
    expect(quiet.y).toBeGreaterThan(secondary.y + secondary.height - 1);
  });
});

test("the typed brand is whole from the first paint, then gains its suffix", async ({ page }) => {
  // Every text the typed line shows, from the first paint on, in the page's own time.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { typedSeen: string[] }).typedSeen = seen;
    const record = () => {
      const el = document.querySelector("[data-testid=typing-text]");
      if (el && el.textContent !== seen.at(-1)) seen.push(el.textContent ?? "");
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await openHydrated(page, "/");
  const full = `${business.brand}${business.domainSuffix}`;
  await expect(page.getByTestId("typing-text")).toHaveText(full, { timeout: 10_000 });
  const seen = await page.evaluate(() => (window as unknown as { typedSeen: string[] }).typedSeen);
  expect(seen[0]).toBe(business.brand);
  expect(
    seen.every((t) => t.startsWith(business.brand)),
    seen.join(" | "),
  ).toBe(true);
});

test.describe("client quotes", () => {
  for (const viewport of [WIDE, { width: 800, height: 900 }]) {
    test(`are cards of one width with names in line across a row, ${viewport.width} px`, async ({
      page,
    }) => {
      await openAt(page, "/", viewport);
      const section = await inView(page.locator("#projects"));
      const measure = () =>
        section.getByRole("listitem").evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const name = el.querySelector("figcaption")!.getBoundingClientRect();
            return { top: Math.round(r.top), width: r.width, nameTop: name.top };
          }),
        );
      // The section is laid out when it nears the view (render-later): measure once it has been.
      const spread = (cs: Awaited<ReturnType<typeof measure>>) =>
        Math.max(...cs.map((c) => c.width)) - Math.min(...cs.map((c) => c.width));
      await expect.poll(async () => spread(await measure())).toBeLessThanOrEqual(2);
      const cards = await measure();
      expect(cards).toHaveLength(5);
      const rows = new Map<number, typeof cards>();
      for (const c of cards) rows.set(c.top, [...(rows.get(c.top) ?? []), c]);
      expect(rows.size).toBeGreaterThan(1);
      for (const row of rows.values()) {
        const tops = row.map((c) => c.nameTop);
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
      }
    });
  }
});

test.describe("Services", () => {
  test("sets the blocks on paper with secondary buttons, then how client information is protected", async ({
    page,
  }) => {
    await page.goto("/services");
    const blocks = page.locator(".services-paper");
    await expect(blocks).toHaveClass(/surface-paper/);
    const schedule = page.getByRole("button", { name: "Schedule a Consultation" });
    await expect(schedule).toHaveCount(4);
    for (const button of await schedule.all()) {
      await expect(button).toHaveClass(/btn-secondary/);
      await expect(button).not.toHaveClass(/btn-primary/);
    }
    const band = await inView(page.getByRole("region", { name: services.protection.heading }));
    await expect(band.getByRole("heading", { level: 3 })).toHaveText(
      services.protection.items.map((i) => i.title),
    );
    // The closing panel spans the width: its actions sit to the right of its words at 1280 px.
    const cta = await inView(page.getByRole("region", { name: services.cta.heading }));
    const words = (await cta.getByRole("heading", { level: 2 }).boundingBox())!;
    const call = (await cta.getByRole("link", { name: /^Call/ }).boundingBox())!;
    expect(call.x).toBeGreaterThan(words.x + 600);
    await hydrated(page);
    await expectNoAxeViolations(page);
  });

  test("About and Services pass axe with their new parts drawn", async ({ page }) => {
    await openHydrated(page, "/about");
    await inView(page.getByRole("region", { name: about.founder.heading }));
    await inView(page.getByRole("region", { name: about.vision.heading }));
    await expectNoAxeViolations(page);
  });
});
