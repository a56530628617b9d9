/** A new landing page (one content file plus its index line) is in the sitemap. */
import { expect, it, vi } from "vitest";
import { sitePages } from "../../content/site-map";
import { scratchPage } from "../../tests/support/source/scratch-landing-page";
import { sitemapXml } from "./seo-files";

vi.mock("../../content/landing-pages/index", async (importOriginal) => {
  const { withScratchPage } = await import("../../tests/support/source/scratch-landing-page");
  return withScratchPage(await importOriginal());
});

it("lists a landing page added as one content file and its index line", () => {
  const xml = sitemapXml(sitePages, "https://www.example-firm.test", "2025-05-01");
  expect(xml).toContain(`<loc>https://www.example-firm.test/${scratchPage.slug}</loc>`);
});
