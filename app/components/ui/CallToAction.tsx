import { Phone } from "./icons";
import { business, telHref } from "../../../content/business";
import { useDialogs } from "../dialogs/dialogs";

interface Props {
  /** Label of the button that opens the contact dialog. */
  primaryLabel?: string;
  /** Also offer the referral dialog. */
  withReferral?: boolean;
}

/** The pair every call to action offers: open the contact dialog, or call. */
export function CallToAction({ primaryLabel = "Get Started Today", withReferral = false }: Props) {
  const { openContact, openReferral } = useDialogs();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-primary" onClick={openContact}>
        {primaryLabel}
      </button>
      <a href={telHref} className="btn btn-secondary">
        <Phone aria-hidden="true" className="size-4" />
        Call {business.phone.display}
      </a>
      {withReferral && (
        <button type="button" className="btn btn-quiet" onClick={openReferral}>
          Refer Someone
        </button>
      )}
    </div>
  );
}
