import { Menu, X } from "../ui/icons";
import { useEffect, useId, useRef, useState, memo } from "react";
import { Link, NavLink } from "react-router";
import { business } from "../../../content/business";
import { DialogButton } from "../dialogs/dialogs";
import { ExternalLink } from "../ui/ExternalLink";
import { LogoMark } from "../ui/LogoMark";

/** Past this many pixels of scroll the bar gets its solid background (docs/spec.md §9). */
export const NAV_SCROLL_THRESHOLD = 10;

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/about", label: "About", end: false },
  { to: "/services", label: "Services", end: false },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link ${isActive ? "nav-link-active" : ""}`;

export const NavBar = memo(function NavBar() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  const close = () => setMenuOpen(false);

  return (
    <header className={`site-header ${solid ? "site-header-solid" : ""}`} data-solid={solid}>
      <nav aria-label="Main" className="container-site flex h-16 items-center gap-2 sm:gap-4">
        <Link to="/" className="brand-link">
          <LogoMark />
          <span>{business.brand}</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={navLinkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to="/#projects" className="nav-link">
              Case Studies
            </Link>
          </li>
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-2">
          <DialogButton dialog="contact" className="btn btn-primary hidden lg:inline-flex">
            Contact Us
          </DialogButton>
          <button
            ref={toggleRef}
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="mobile-menu lg:hidden">
        <ul className="container-site flex flex-col py-3">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={navLinkClass} onClick={close}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to="/#projects" className="nav-link" onClick={close}>
              Case Studies
            </Link>
          </li>
          <li>
            <ExternalLink href={business.paymentPortalUrl} className="nav-link" onClick={close}>
              Pay Invoice
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={business.bookingUrl} className="nav-link" onClick={close}>
              Book Meeting
            </ExternalLink>
          </li>
          <li className="pt-3">
            <DialogButton
              dialog="contact"
              className="btn btn-primary w-full sm:w-auto"
              onClick={close}
            >
              Contact Us
            </DialogButton>
          </li>
        </ul>
      </div>
    </header>
  );
});
