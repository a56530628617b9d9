import { Menu, X } from "../ui/icons";
import { useEffect, useId, useState, memo } from "react";
import { useLocation } from "react-router";
import { business } from "../../../content/business";
import { CommandButton, DialogButton } from "../dialogs/dialogs";
import { ExternalLink } from "../ui/ExternalLink";
import { LogoMark } from "../ui/LogoMark";
import { SiteLink } from "../ui/SiteLink";

/** Past this many pixels of scroll the bar gets its solid background (docs/spec.md §9). */
export const NAV_SCROLL_THRESHOLD = 10;

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/about", label: "About", end: false },
  { to: "/services", label: "Services", end: false },
];

/** Whether `to` is the page shown, or with `end` false a page under it, as `<NavLink>` decides. */
export const isCurrent = (pathname: string, to: string, end: boolean) =>
  pathname === to || (!end && pathname.startsWith(`${to}/`));

/** The bar's page links, the same in the bar and in the menu; Case Studies is a place on the
 * home page, so it is never the current page. */
function NavLinks() {
  const { pathname } = useLocation();
  return (
    <>
      {links.map((l) => {
        const current = isCurrent(pathname, l.to, l.end);
        return (
          <li key={l.to}>
            <SiteLink
              to={l.to}
              className={`nav-link ${current ? "nav-link-active" : ""}`}
              aria-current={current ? "page" : undefined}
            >
              {l.label}
            </SiteLink>
          </li>
        );
      })}
      <li>
        <SiteLink to="/#projects" className="nav-link">
          Case Studies
        </SiteLink>
      </li>
    </>
  );
}

/** The logo and name, a link home: in the bar and at the head of the menu. */
function BrandLink() {
  return (
    <SiteLink to="/" className="brand-link">
      <LogoMark />
      <span>{business.brand}</span>
    </SiteLink>
  );
}

/** The bar. Below 1024 px its links are in a modal <dialog> opened by the toggle's invoker
 * command, so backdrop, inert page, Escape and focus return come from the browser,
 * pre-hydration. */
export const NavBar = memo(function NavBar() {
  const [scrolled, setScrolled] = useState(false);
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header className={`site-header ${scrolled ? "site-header-solid" : ""}`} data-solid={scrolled}>
      <nav aria-label="Main" className="container-site flex h-16 items-center gap-2 sm:gap-4">
        <BrandLink />
        <ul className="ml-auto hidden items-center gap-1 lg:flex">
          <NavLinks />
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-2">
          <DialogButton dialog="contact" className="btn btn-primary hidden lg:inline-flex">
            Contact Us
          </DialogButton>
          <CommandButton
            commandfor={menuId}
            command="show-modal"
            className="icon-button lg:hidden"
            aria-haspopup="dialog"
            aria-label="Open menu"
          >
            <Menu aria-hidden="true" className="size-6" />
          </CommandButton>
        </div>
      </nav>
      {/* A click on a link or button inside closes the sheet, as does one on the backdrop where
          the browser lacks `closedby` (only there is the dialog element itself hit). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- keyboard: Escape and the close button */}
      <dialog
        id={menuId}
        aria-label="Menu"
        className="mobile-menu"
        closedby="any"
        onClick={(e) => {
          if (e.target === e.currentTarget || (e.target as Element).closest("a, button"))
            e.currentTarget.close();
        }}
      >
        <div className="container-site mobile-menu-head">
          <BrandLink />
          <CommandButton
            commandfor={menuId}
            command="close"
            className="icon-button"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-6" />
          </CommandButton>
        </div>
        <ul className="container-site flex flex-col pt-3">
          <NavLinks />
          <li>
            <ExternalLink href={business.paymentPortalUrl} className="nav-link">
              Pay Invoice
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={business.bookingUrl} className="nav-link">
              Book Meeting
            </ExternalLink>
          </li>
          <li className="pt-3">
            <DialogButton dialog="contact" className="btn btn-primary w-full sm:w-auto">
              Contact Us
            </DialogButton>
          </li>
        </ul>
      </dialog>
    </header>
  );
});
