import type { APIRequestContext, Page } from "@playwright/test";
import { business } from "../../../content/business";
import { landingPages } from "../../../content/landing-pages/index";
import { notFoundPath, sitePages } from "../../../content/site-map";
import { formNames, thankYouPath } from "../../../shared/forms/form-protocol";
import { expect, test, openHydrated } from "../fixtures";

const STATE_NAMES = { WV: "West Virginia", VA: "Virginia" } as const;

/** Levels of the headings a visitor can reach (closed dialogs excluded), in document order. */
const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((h) => h.checkVisibility() && !h.closest("[aria-hidden='true'], [inert]"))
      .map((h) => Number(h.tagName[1])),
  );

for (const p of landingPages) {
  test(`/${p.slug} shows its heading, lists and keywords`, async ({ page }) => {
    const response = await page.goto(`/${p.slug}`);
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(p.heading);
    await expect(h1).toContainText(p.city);

    const main = page.getByRole("main");
    await expect(main.getByText(p.intro, { exact: true })).toBeVisible();
    await expect(
      main.getByRole("list", { name: "Services", exact: true }).getByRole("listitem"),
    ).toHaveCount(6);
    await expect(
      main.getByRole("list", { name: "Services", exact: true }).getByRole("heading", { level: 3 }),
    ).toHaveText(p.services.map((s) => s.title));
    await expect(
      main.getByRole("list", { name: "Industries", exact: true }).getByRole("listitem"),
    ).toHaveText(p.industries);
    await expect(
      main.getByRole("list", { name: "Service areas", exact: true }).getByRole("listitem"),
    ).toHaveText(p.serviceAreas);

    // The spec's keyword list as a quiet footnote: every keyword, and a link where it names a page.
    const keywords = main.getByRole("region", { name: "People also search for" });
    if (p.keywords) {
      await expect(keywords.getByRole("listitem")).toHaveText(p.keywords);
      for (const link of await keywords.getByRole("link").all()) {
        const href = (await link.getAttribute("href"))!;
        const target = landingPages.find((l) => `/${l.slug}` === href);
        expect(target, href).toBeDefined();
        await expect(link).toContainText(target!.city, { ignoreCase: true });
      }
    } else {
      await expect(keywords).toHaveCount(0);
    }

    const levels = await headingLevels(page);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels
      .slice(1)
      .forEach((l, i) => expect(l, "no skipped heading level").toBeLessThanOrEqual(levels[i]! + 1));
  });
}

// A trade page, a city page and a county page: enough to cover the shared view.
const sampled = [
  "construction-charleston-wv",
  "web-design-roanoke-va",
  "web-design-greenbrier-county-wv",
].map((slug) => landingPages.find((p) => p.slug === slug)!);

for (const p of sampled) {
  test.describe(`/${p.slug}`, () => {
    test('"Get Started Today" opens the contact dialog; the call link dials the business', async ({
      page,
    }) => {
      await openHydrated(page, `/${p.slug}`);
      const main = page.getByRole("main");
      // The pair appears twice: right after the intro and in the call-to-action box.
      const calls = main.getByRole("link", { name: /^Call / });
      await expect(calls).toHaveCount(2);
      for (const call of await calls.all()) {
        await expect(call).toHaveText(`Call ${business.phone.display}`);
        await expect(call).toHaveAttribute("href", `tel:${business.phone.e164}`);
      }
      expect(business.phone.e164).toBe("+13045550147");

      const dialog = page.getByRole("dialog", { name: "Contact Our Team" });
      await expect(dialog).toBeHidden();
      await expect(main.getByRole("button", { name: "Get Started Today" })).toHaveCount(2);
      await main.getByRole("button", { name: "Get Started Today" }).first().click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: /Name/ }).first()).toBeVisible();
    });

    // axe runs on every landing page at both widths in routes.spec.ts.
    test("keeps its structured data through hydration", async ({ page }) => {
      await openHydrated(page, `/${p.slug}`);
      // Hydration must not duplicate or drop the JSON-LD of the prerendered HTML.
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
      expect(blocks.filter((b) => b.includes('"ProfessionalService"'))).toHaveLength(1);
      expect(blocks.filter((b) => b.includes('"@type":"Service"'))).toHaveLength(1);
    });
  });
}

test.describe("sitemap.xml and robots.txt", () => {
  test("/sitemap.xml lists every indexable page and not /pricing", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml\b/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!));
    const paths = locs.map((u) => u.pathname);
    expect(paths.sort()).toEqual(
      sitePages
        .filter((p) => p.indexable)
        .map((p) => p.path)
        .sort(),
    );
    expect(new Set(locs.map((u) => u.origin)).size).toBe(1);
    expect(paths).not.toContain("/pricing");
    for (const form of formNames) expect(paths).not.toContain(thankYouPath(form));
    expect(paths).not.toContain(notFoundPath);
    for (const p of landingPages) expect(paths).toContain(`/${p.slug}`);
  });

  test("/robots.txt names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain\b/);
    const txt = await response.text();
    const sitemap = txt.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemap).toBeDefined();
    expect(new URL(sitemap!).pathname).toBe("/sitemap.xml");
    expect(txt).toMatch(/^User-agent: \*$/m);
  });
});

const decode = (s: string) =>
  s
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

async function html(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const ogImage = (page: string) => {
  const tag = page.match(/<meta[^>]+property="og:image"[^>]*>/)?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decode(content);
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature), "PNG signature").toBe(true);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The share image a page should use: its canonical page's name. */
const imageName = (path: string) =>
  path === "/" ? "home" : path === "/pricing" ? "services" : path.slice(1).replaceAll("/", "-");

test.describe("structured data and share images in the prerendered HTML", () => {
  for (const { path } of sitePages) {
    test(`${path} has one business JSON-LD and a 1200x630 PNG share image`, async ({ request }) => {
      const page = await html(request, path);
      const blocks = jsonLd(page);
      const raw = [...page.matchAll(/<script type="application\/ld\+json">/g)];
      expect(raw.length).toBe(blocks.length);
      expect(blocks.filter((b) => b["@type"] === "ProfessionalService")).toHaveLength(1);

      const landing = landingPages.find((p) => `/${p.slug}` === path);
      if (landing) {
        const services = blocks.filter((b) => b["@type"] === "Service");
        expect(services).toHaveLength(1);
        const area = services[0]!.areaServed as { name: string };
        expect(area.name).toContain(landing.city);
        expect(area.name).toContain(STATE_NAMES[landing.state]);
      } else {
        expect(blocks.filter((b) => b["@type"] === "Service")).toHaveLength(0);
      }

      const image = ogImage(page);
      expect(image).toBeDefined();
      const url = new URL(image!);
      expect(url.pathname).toBe(`/og/${imageName(path)}.png`);
      const response = await request.get(url.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/png\b/);
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test("the not-found page has the business JSON-LD and its own share image", async ({
    request,
  }) => {
    const page = await html(request, "/no-such-page", 404);
    expect(jsonLd(page).filter((b) => b["@type"] === "ProfessionalService")).toHaveLength(1);
    const url = new URL(ogImage(page)!);
    expect(url.pathname).toBe("/og/404.png");
    const response = await request.get(url.pathname);
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
});
