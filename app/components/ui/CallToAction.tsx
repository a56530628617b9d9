import type { ReactNode } from "react";
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

/** The centred box that closes a page: its copy's heading and line, then the actions. */
export function CtaBox({
  headingId,
  copy,
  children,
}: {
  headingId: string;
  copy: { heading: string; text: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="cta-box cta-centred render-later section">
      <h2 id={headingId} className="text-h2 font-semibold">
        {copy.heading}
      </h2>
      <p className="measure mt-3 mb-7 text-fg-muted">{copy.text}</p>
      {children}
    </section>
  );
}
