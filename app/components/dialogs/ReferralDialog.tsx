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
      {/* Says before any submit that one way to reach them will do (shared/forms/forms.ts). */}
      <p className="text-fg-muted">
        Know a firm or business that could use a dependable technology partner? Tell us who they are
        and how to reach them: an email or a phone number is enough.
      </p>
      <div className="mt-6">
        <LeadForm key={formSession} spec={referralSpec} onDone={close} />
      </div>
    </Modal>
  );
}
