/** The cases `npm run interactions` measures: which trigger on which page opens which dialog, and
 * where. */
import home from "../../../content/home";

export const CONTACT = "Contact Our Team";
const REFERRAL = "Refer a Client";
const LANDING = "/web-design-roanoke-va";

export type Trigger =
  | { kind: string; where: "nav" | "footer" | "main"; name: string; dialog: string }
  | { kind: string; where: "ticker"; dialog: string };

export const nav = {
  kind: "Contact Us (bar)",
  where: "nav",
  name: "Contact Us",
  dialog: CONTACT,
} as const;
const footerReferral = {
  kind: "Refer a Client (footer)",
  where: "footer",
  name: "Refer a Client",
  dialog: REFERRAL,
} as const;

export const pressCases: { route: string; trigger: Trigger }[] = [
  { route: "/", trigger: nav },
  { route: "/", trigger: { kind: "ticker", where: "ticker", dialog: CONTACT } },
  {
    route: "/",
    trigger: { kind: "hero button", where: "main", name: home.hero.primaryCta, dialog: CONTACT },
  },
  { route: "/", trigger: footerReferral },
  { route: "/about", trigger: nav },
  {
    route: "/about",
    trigger: { kind: "call to action", where: "main", name: "Contact Our Team", dialog: CONTACT },
  },
  {
    route: "/about",
    trigger: { kind: "Refer Someone", where: "main", name: "Refer Someone", dialog: REFERRAL },
  },
  { route: "/contact", trigger: nav },
  {
    route: "/contact",
    trigger: { kind: "Refer Someone", where: "main", name: "Refer Someone", dialog: REFERRAL },
  },
  { route: "/contact", trigger: footerReferral },
  { route: LANDING, trigger: nav },
  {
    route: LANDING,
    trigger: { kind: "call to action", where: "main", name: "Get Started Today", dialog: CONTACT },
  },
];
// Pressed before the app has started, or while it starts: the home page and a landing page.
const landingCta = {
  kind: "call to action",
  where: "main",
  name: "Get Started Today",
  dialog: CONTACT,
} as const;
export const earlyCases: {
  route: string;
  trigger: Trigger;
  when: "before start" | "during start";
}[] = [
  { route: "/", trigger: nav, when: "before start" },
  { route: LANDING, trigger: landingCta, when: "before start" },
  { route: LANDING, trigger: landingCta, when: "during start" },
];
export const blurCases = [
  { route: "/contact", where: "the contact page's form" },
  { route: "/", where: "the contact dialog's form" },
] as const;
export const scrollRoutes = ["/", "/about", "/contact", LANDING];
