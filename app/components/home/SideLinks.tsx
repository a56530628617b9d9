import { CalendarDays, CreditCard } from "lucide-react";
import { business } from "../../../content/business";
import { ExternalLink } from "../ui/ExternalLink";

/** Pay Invoice and Book Meeting on large screens, while the hero is in view. */
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
