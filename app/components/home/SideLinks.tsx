import { CalendarDays, CreditCard } from "../ui/icons";
import { business } from "../../../content/business";
import { ExternalLink } from "../ui/ExternalLink";

/** Pay Invoice and Book Meeting as tabs in the right margin (1280 px and up) while the hero is
 * in view; elsewhere the header menu and footer carry them. */
export function SideLinks({ visible }: { visible: boolean }) {
  return (
    <nav aria-label="Client links" className="side-links" data-visible={visible} hidden={!visible}>
      <ExternalLink href={business.paymentPortalUrl} className="side-link">
        <CreditCard aria-hidden="true" className="size-4" /> Pay Invoice
      </ExternalLink>
      <ExternalLink href={business.bookingUrl} className="side-link">
        <CalendarDays aria-hidden="true" className="size-4" /> Book Meeting
      </ExternalLink>
    </nav>
  );
}
