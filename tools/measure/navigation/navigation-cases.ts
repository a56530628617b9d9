/** The links `npm run navigation` presses: six that cover every kind of page, each from the page
 * before it, found by where they are and where they go, not by their styling. */
import type { Locator, Page } from "playwright-core";

const LANDING = "/web-design-roanoke-va";
const inNav = (page: Page, to: string) =>
  page.getByRole("navigation", { name: "Main" }).locator(`a[href="${to}"]`);
const inFooter = (page: Page, to: string) =>
  page.getByRole("contentinfo").locator(`a[href="${to}"]`);
/** A link in the page's lists (on Areas Served, not the map's marker for the same page). */
const inMain = (page: Page, to: string) =>
  page.getByRole("main").getByRole("listitem").locator(`a[href="${to}"]`);

export type Press = "tap" | "click";
export const presses: Press[] = ["tap", "click"];

export interface Case {
  from: string;
  to: string;
  link: (page: Page, to: string) => Locator;
}

export const cases: Case[] = [
  { from: "/", to: "/about", link: inNav },
  { from: "/about", to: "/services", link: inNav },
  { from: "/services", to: "/areas-served", link: inFooter },
  { from: "/areas-served", to: LANDING, link: inMain },
  { from: LANDING, to: "/contact", link: inFooter },
  { from: "/contact", to: "/", link: inNav },
];
