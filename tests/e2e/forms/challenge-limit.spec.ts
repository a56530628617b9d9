/**
 * The challenge's loose ends in the real browser against the real server: a
 * visitor whose challenge is refused (the per-client limit's 429) still sends
 * the form, and the lead is held, never lost; a visitor who takes longer than
 * a challenge lives gets a fresh one fetched by the page, and the lead is new.
 */
import { E2E_DATA_DIR } from "../../../playwright.config";
import { storedLead, unique } from "./stored-leads";
import { expect, test, openHydrated } from "../fixtures";
import { fillContact, isFormPost, pageForm } from "./form-helpers";
import type { Page } from "@playwright/test";

/** The contact page's form, filled in by Ines with `message`. */
async function fillInes(page: Page, message: string) {
  const form = pageForm(page, "contact");
  await fillContact(form, "page", message, {
    name: "Ines Duarte",
    email: "ines@duarte.example",
    phone: "304-555-0163",
  });
  return form;
}

test("a challenge refused by the rate limit (429): the form is sent, the lead held, the visitor thanked", async ({
  page,
  consoleProblems,
}) => {
  let asked = 0;
  // What the server answers past CHALLENGE_RATE_LIMIT_MAX
  // (server/leads/intake/challenge-limit.test.ts).
  await page.route("/challenge", (route) => {
    asked++;
    return route.fulfill({
      status: 429,
      headers: { "retry-after": "60", "content-type": "text/plain; charset=utf-8" },
      body: "429 Too Many Requests\n",
    });
  });
  await openHydrated(page, "/contact");
  const message = unique("The challenge was refused");
  const form = await fillInes(page, message);
  await expect.poll(() => asked).toBeGreaterThan(0);
  const request = page.waitForRequest(isFormPost);
  const response = page.waitForResponse((r) => isFormPost(r.request()));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect(new URLSearchParams((await request).postData() ?? "").get("altcha")).toBe("");
  expect((await response).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect(await storedLead(E2E_DATA_DIR, { message })).toMatchObject({
    state: "held",
    reasons: ["no-challenge"],
  });
  // Waiting out Retry-After: no second request within the minute.
  expect(asked).toBe(1);
  const rest = consoleProblems.filter((p) => !/429/.test(p));
  consoleProblems.splice(0, consoleProblems.length, ...rest);
});
