import type { Page } from "@playwright/test";
import { expect, test, openHydrated } from "../fixtures";
import { fillContact, fillProjectBrief, openContactDialog, pageForm } from "../forms/form-helpers";

/**
 * Code that only some visits need is not part of a page's start, but it is in
 * the browser soon after: the dialogs' code, their form and the forms' zod
 * checks (shared/forms/forms.ts, the `forms` chunk) are requested as the page
 * starts, all at once (docs/decisions/0013). The dialogs themselves are in the
 * prerendered HTML and the browser opens them (docs/decisions/0015), so a
 * press needs none of it. The spam challenge (the `challenge` chunk,
 * GET /challenge and the `challenge.worker`) is not requested with a page: it
 * starts when a visitor opens a dialog or starts on a form, never on a page
 * view alone.
 */
function requestsSeen(page: Page) {
  const urls: string[] = [];
  // Each finished request, with how many requests had been made by then.
  const finished: { url: string; requestsBefore: number }[] = [];
  const path = (url: string) => new URL(url).pathname;
  // Any type: the worker's script is requested as a worker, not a script.
  page.on("request", (r) => urls.push(path(r.url())));
  page.on("requestfinished", (r) =>
    finished.push({ url: path(r.url()), requestsBefore: urls.length }),
  );
  const matches = (name: string) => (u: string) =>
    name.startsWith("/") ? u === name : u.startsWith(`/assets/${name}-`);
  const index = (name: string) => urls.findIndex(matches(name));
  return {
    requested: (name: string) => index(name) >= 0,
    /** Position in request order (-1: not requested). */
    index,
    /** Requests made before the first of `names` had finished loading. */
    requestedBeforeAnyFinished: (names: string[]) => {
      const first = finished.find(({ url }) => names.some((n) => matches(n)(url)));
      return first === undefined ? urls : urls.slice(0, first.requestsBefore);
    },
    count: () => urls.length,
    /** Requests made after the first `n`. */
    since: (n: number) => urls.slice(n),
  };
}

// Every chunk of the dialogs' code (the build splits it this way; a new one
// would be requested a round trip late, after the chunk that imports it).
const AFTER_START = [
  "ContactDialog",
  "ReferralDialog",
  "Modal",
  "use-form-session",
  "lead-form",
  "contact-specs",
  "referral-spec",
  "form-options",
  "project-options",
  "forms",
];
const CHALLENGE = ["challenge", "challenge.worker", "/challenge"];

test("the dialogs' code and the form checks load as the page starts, all at once, not with it", async ({
  page,
}) => {
  const seen = requestsSeen(page);
  // A round trip as long as a slow phone network's, and then some: chunks
  // requested one after the other would show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The prerendered page does not name them: they are not part of its start.
  // (Not the home page: its industries popup starts with the Modal.)
  const html = await (await page.request.get("/about")).text();
  for (const name of AFTER_START) expect(html).not.toContain(`/assets/${name}-`);

  await openHydrated(page, "/about");
  for (const name of AFTER_START) await expect.poll(() => seen.requested(name), name).toBe(true);
  // Requested after the client entry, which starts hydration: the start does not wait for them.
  expect(seen.index("entry.client")).toBeGreaterThanOrEqual(0);
  for (const name of AFTER_START)
    expect(seen.index(name), name).toBeGreaterThan(seen.index("entry.client"));
  // One round trip: each was requested before any of them had arrived.
  const early = seen.requestedBeforeAnyFinished(AFTER_START);
  for (const name of AFTER_START)
    expect(
      early.some((u) => u.startsWith(`/assets/${name}-`)),
      `${name} requested with the others`,
    ).toBe(true);

  // A page view alone starts no spam challenge.
  await page.waitForLoadState("networkidle");
  for (const name of CHALLENGE) expect(seen.requested(name), name).toBe(false);

  // The first press then needs no code of ours; opening the dialog starts the challenge.
  const before = seen.count();
  const dialog = await openContactDialog(page);
  await expect(dialog.getByLabel("Name")).toBeVisible();
  for (const name of CHALLENGE) await expect.poll(() => seen.requested(name), name).toBe(true);
  const scripts = seen.since(before).filter((u) => u.startsWith("/assets/") && u.endsWith(".js"));
  expect(scripts.filter((u) => !/^\/assets\/challenge(\.worker)?-/.test(u))).toEqual([]);
});

test("the contact page has its form checks before the first focus; the challenge starts with the focus", async ({
  page,
}) => {
  const seen = requestsSeen(page);
  await openHydrated(page, "/contact");
  await expect.poll(() => seen.requested("forms")).toBe(true);
  await page.waitForLoadState("networkidle");
  for (const name of CHALLENGE) expect(seen.requested(name), name).toBe(false);

  const form = pageForm(page, "contact");
  await form.getByLabel("Name").focus();
  for (const name of CHALLENGE) await expect.poll(() => seen.requested(name), name).toBe(true);
  await form.getByLabel("Name").blur();
  await expect(form.getByText("Name is required")).toBeVisible();
});

test("a blur before the checks have arrived still shows its message", async ({ page }) => {
  // Hold the checks back, blur, then let them through: the message must follow.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/forms-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openHydrated(page, "/contact");
  const form = pageForm(page, "contact");
  const email = form.getByLabel("Email");
  await email.fill("not-an-address");
  await email.blur();
  await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
  release();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
});

/** From /about to /contact by the footer's link, as a person goes (a client navigation). */
async function toContactByLink(page: Page) {
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
}

test("after a client navigation, the contact page's and the brief's forms show, fill and check", async ({
  page,
}) => {
  await openHydrated(page, "/about");
  await toContactByLink(page);
  const contact = pageForm(page, "contact");
  await fillContact(contact, "page");
  await expect(contact.getByLabel("Name")).toHaveValue("Dana Whitfield");
  await contact.getByLabel("Email").fill("not-an-address");
  await contact.getByLabel("Email").blur();
  await expect(contact.getByText("Please enter a valid email address")).toBeVisible();

  // Website Development takes the visitor on to the brief, a client navigation too.
  await contact.getByLabel("Service").selectOption({ label: "Website Development" });
  await expect(page).toHaveURL(/\/websites-contact$/);
  const brief = pageForm(page, "website-project");
  await fillProjectBrief(brief, "A new site for a two-lawyer firm.");
  await expect(brief.getByLabel("Firm or business name")).toHaveValue("Rowe & Hart PLLC");
  // Checked in the page, not posted: the form's own code is running.
  await brief.getByLabel("Email").fill("");
  await brief.getByRole("button", { name: "Send Project Brief" }).click();
  await expect(brief.getByText("Email is required")).toBeVisible();
  await expect(page).toHaveURL(/\/websites-contact$/);
});
