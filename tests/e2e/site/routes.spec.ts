import about from "../../../content/about";
import areas from "../../../content/areas-served";
import contact from "../../../content/contact-page";
import home from "../../../content/home";
import { landingPages } from "../../../content/landing-pages/index";
import privacy from "../../../content/legal/privacy";
import terms from "../../../content/legal/terms";
import { notFound } from "../../../content/not-found";
import services from "../../../content/services";
import { sitePages } from "../../../content/site-map";
import brief from "../../../content/website-brief";
import { SPEC_LANDING_PATHS, SPEC_PAGE_PATHS } from "../../fixtures/spec-lists";
import { expect, expectNoAxeViolations, hydrated, NARROW, test, openHydrated } from "../fixtures";

const headings: Record<string, string> = {
  "/": home.hero.heading,
  "/about": about.heading,
  "/services": services.heading,
  "/pricing": services.heading,
  "/contact": contact.heading,
  "/websites-contact": brief.heading,
  "/areas-served": areas.heading,
  "/terms": terms.heading,
  "/privacy": privacy.heading,
  "/thank-you/contact": "Message Sent!",
  "/thank-you/referral": "Referral Sent!",
  "/thank-you/website-project": "Brief Sent!",
  ...Object.fromEntries(landingPages.map((p) => [`/${p.slug}`, p.heading])),
};

test("the route table covers the spec's 9 pages, every landing page in content/ and 3 thank-you pages", () => {
  const paths = sitePages.map((p) => p.path);
  expect(paths).toEqual(expect.arrayContaining(SPEC_PAGE_PATHS));
  expect(paths).toEqual(expect.arrayContaining(SPEC_LANDING_PATHS));
  expect(sitePages.length).toBe(SPEC_PAGE_PATHS.length + landingPages.length + 3);
  expect(Object.keys(headings).sort()).toEqual(sitePages.map((p) => p.path).sort());
});

for (const { path } of sitePages) {
  test(`${path} answers 200 with its heading and title, and has no axe violations at 1280 and 375 px`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path]!);
    await expect(page).toHaveTitle(/\| Lexcore$/);
    await hydrated(page);
    await expectNoAxeViolations(page);
    // The same page on a 375 px phone: the site's layout follows the width by
    // CSS alone (no script reads it), so one visit serves both widths.
    await test.step("on a 375 px phone", async () => {
      await page.setViewportSize(NARROW);
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  await expect(page.getByText(notFound.text)).toBeVisible();
  // The 404 status, not a robots tag, keeps it out of search results.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await hydrated(page);
  await expectNoAxeViolations(page);
});

test("the not-found page offers home, history back and suggestions", async ({ page }) => {
  await page.goto("/about");
  await page.goto("/missing/deeper/path");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  const suggestions = page.getByRole("navigation", { name: /looking for/ });
  for (const s of notFound.suggestions) {
    await expect(suggestions.getByRole("link", { name: s.label })).toHaveAttribute("href", s.to);
  }
  await expect(suggestions.getByRole("link", { name: /Email support/ })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await hydrated(page);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto("/missing");
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
});

test("coming back to an unknown path in the browser's history shows the not-found page again", async ({
  page,
}) => {
  await openHydrated(page, "/no-such-page");
  const suggestions = page.getByRole("navigation", { name: /looking for/ });
  await suggestions.getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
  // Back is a client-side navigation: React Router asks for the path's data,
  // the server answers 404, and the catch-all route draws the not-found page.
  await page.goBack();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  await expect(page).toHaveTitle(`${notFound.title} | Lexcore`);
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
});

test("every page's HTML carries its meta tags without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
  for (const prop of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
    await expect(page.locator(`meta[property="${prop}"]`)).toHaveAttribute("content", /.+/);
  }
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(services.heading);
  await context.close();
});

test("without JavaScript a form still gets the late details' looks", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  // The brass chevron of late-details.css replaces the native arrow.
  await expect(page.getByLabel("Service")).toHaveCSS("appearance", "none");
  await context.close();
});
