import { Phone } from "./icons";
import { business, telHref } from "../../../content/business";
import { DialogButton } from "../dialogs/dialogs";

interface Props {
  /** Label of the button that opens the contact dialog. */
  primaryLabel?: string;
  /** Also offer the referral dialog. */
  withReferral?: boolean;
}

/** The pair every call to action offers: open the contact dialog, or call. */
export function CallToAction({ primaryLabel = "Get Started Today", withReferral = false }: Props) {
  return (
    <div className="cta-actions">
      <DialogButton dialog="contact" className="btn btn-primary">
        {primaryLabel}
      </DialogButton>
      <a href={telHref} className="btn btn-secondary">
        <Phone aria-hidden="true" className="size-4" />
        Call {business.phone.display}
      </a>
      {withReferral && (
        <DialogButton dialog="referral" className="btn btn-quiet">
          Refer Someone
        </DialogButton>
      )}
    </div>
  );
}
