import { memo, type MouseEvent } from "react";
import { CreditCard, CalendarDays, Mail, MapPin, Phone } from "../ui/icons";
import { SiteLink } from "../ui/SiteLink";
import { business, mailtoHref, telHref } from "../../../content/business";
import { scrollBehavior } from "../../lib/core/motion";
import { useNow } from "../../lib/core/use-now";
import { DialogButton } from "../dialogs/dialogs";
import { ExternalLink } from "../ui/ExternalLink";
import { MotionToggle } from "./MotionToggle";
import { SupportStatus } from "./SupportStatus";

/** Quick links scroll to the top this long after navigating (docs/spec.md §9). */
export const FOOTER_SCROLL_DELAY_MS = 100;

const quickLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/contact", label: "Contact" },
  { to: "/areas-served", label: "Areas Served" },
  // Rarely followed: fetched on intent (hover or focus) only.
  { to: "/terms", label: "Terms of Service", rarely: true },
  { to: "/privacy", label: "Privacy Policy", rarely: true },
];

/** After a plain click on a quick link, scroll to the top; modified clicks open elsewhere. The rule
 * of `followedHref` (app/lib/navigation/follow-links.ts) copied, as importing it would add to every
 * page's start-up JS (docs/decisions/0030). */
const scrollToTopSoon = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 &&
  !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) &&
  window.setTimeout(
    () => window.scrollTo({ top: 0, behavior: scrollBehavior() }),
    FOOTER_SCROLL_DELAY_MS,
  );

/** Phone, email and town from content/business.ts, one a line, here and on the Contact page.
 * `card`: brass icons and the town at body strength; else icons in the link's color, town muted. */
export function ContactLines({ className, card = false }: { className: string; card?: boolean }) {
  const icon = card ? "size-4 text-accent" : "size-4";
  return (
    <ul className={className}>
      <li>
        <a href={telHref} className="footer-link">
          <Phone aria-hidden="true" className={icon} /> {business.phone.display}
        </a>
      </li>
      <li>
        <a href={mailtoHref()} className="footer-link">
          <Mail aria-hidden="true" className={icon} /> {business.email}
        </a>
      </li>
      <li className={`flex min-h-8 items-center gap-2${card ? "" : " text-fg-muted"}`}>
        <MapPin aria-hidden="true" className={icon} />
        {business.address.locality}, {business.address.regionName}
      </li>
    </ul>
  );
}

/** The build year until hydration, then the visitor's; its own component so only this text
 * re-renders. */
function CurrentYear() {
  return (useNow(3_600_000) ?? new Date()).getFullYear();
}

export const Footer = memo(function Footer() {
  return (
    <footer className="site-footer render-later">
      <div className="container-site grid gap-x-8 gap-y-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.3fr_1fr]">
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="footer-heading">
            Contact
          </h2>
          <ContactLines className="text-small" />
          <ul className="mt-3 flex gap-5 text-small">
            {business.social.map((s) => (
              <li key={s.url}>
                <ExternalLink href={s.url} className="footer-link">
                  {s.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <SupportStatus />
        <section aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="footer-heading">
            Quick Links
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 text-small sm:grid-cols-1 lg:grid-cols-2">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <SiteLink
                  to={l.to}
                  className="footer-link"
                  // Its module and data are fetched on intent only (PagesAhead).
                  data-prefetch={"rarely" in l ? "intent" : undefined}
                  onClick={scrollToTopSoon}
                >
                  {l.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <DialogButton dialog="referral" className="footer-link">
                Refer a Client
              </DialogButton>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-clients-heading" className="hidden lg:block">
          <h2 id="footer-clients-heading" className="footer-heading">
            For Clients
          </h2>
          <ul className="text-small">
            <li>
              <ExternalLink href={business.paymentPortalUrl} className="footer-link">
                <CreditCard aria-hidden="true" className="size-4" /> Pay Invoice
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={business.bookingUrl} className="footer-link">
                <CalendarDays aria-hidden="true" className="size-4" /> Book Meeting
              </ExternalLink>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="container-site footer-base">
          <p className="text-small text-fg-muted">
            © <CurrentYear /> {business.brand}. All rights reserved.
          </p>
          <MotionToggle />
        </div>
      </div>
    </footer>
  );
});
