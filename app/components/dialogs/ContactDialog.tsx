import { Phone } from "../ui/icons";
import { business, telHref } from "../../../content/business";
import { contactDialogSpec } from "../../../shared/forms/contact-specs";
import { LeadForm } from "../forms/LeadForm";
import { closeDialog, dialogIds } from "./dialogs";
import { Modal } from "./Modal";
import { useFormSession } from "./use-form-session";

const close = () => closeDialog(dialogIds.contact);

export function ContactDialog() {
  const formSession = useFormSession("contact");
  return (
    <Modal id={dialogIds.contact} title="Contact Our Team">
      <p className="text-fg-muted">
        Prefer to talk?{" "}
        <a href={telHref} className="text-link gap-1">
          <Phone aria-hidden="true" className="size-4" />
          Call {business.phone.display}
        </a>
      </p>
      <p className="mt-1 text-fg-muted">
        We&apos;ll respond within one business day to discuss how we can support your firm.
      </p>
      <div className="mt-6">
        <LeadForm key={formSession} spec={contactDialogSpec} onDone={close} />
      </div>
    </Modal>
  );
}
