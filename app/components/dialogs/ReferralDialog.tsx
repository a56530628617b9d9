import { referralSpec } from "../../../shared/forms/referral-spec";
import { LeadForm } from "../forms/LeadForm";
import { closeDialog, dialogIds } from "./dialogs";
import { Modal } from "./Modal";
import { useFormSession } from "./use-form-session";

const close = () => closeDialog(dialogIds.referral);

export function ReferralDialog() {
  const formSession = useFormSession("referral");
  return (
    <Modal id={dialogIds.referral} title="Refer a Client">
      <p className="text-fg-muted">
        Know a firm or business that could use a dependable technology partner? Tell us who they are
        and how to reach them, and we will get in touch with care.
      </p>
      <div className="mt-6">
        <LeadForm key={formSession} spec={referralSpec} onDone={close} />
      </div>
    </Modal>
  );
}
