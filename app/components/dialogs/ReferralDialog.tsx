import { referralSpec } from "../../../shared/contact-specs";
import { LazyForm } from "../forms/LazyForm";
import { useDialogs } from "./dialogs";
import { Modal } from "./Modal";
import { useFormSession } from "./use-form-session";

export function ReferralDialog() {
  const { open, close } = useDialogs();
  const isOpen = open === "referral";
  const formSession = useFormSession(isOpen);
  return (
    <Modal open={isOpen} onClose={close} title="Refer a Client">
      <p className="text-fg-muted">
        Know a firm or business that could use a dependable technology partner? Tell us who they are
        and how to reach them, and we will get in touch with care.
      </p>
      <div className="mt-6">
        <LazyForm key={formSession} spec={referralSpec} onDone={close} />
      </div>
    </Modal>
  );
}
