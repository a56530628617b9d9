import { Suspense } from "react";
import { loadValidation } from "../../lib/load-validation";
import { onDemand } from "../../lib/on-demand";
import type { LeadFormProps } from "./LeadForm";

// The dialogs' form: loaded right after the page starts (preloadAfterStart in
// ../dialogs/LazyDialogs.tsx) together with the forms' checks, or when a dialog
// first opens if that comes first, so pages that never show a form do not
// start with its code. The spam challenge is not started here: it starts when
// a visitor opens a dialog or starts on a form (useFormSession, LeadForm), not
// on every page view.
export const leadForm = onDemand<LeadFormProps>(() => {
  loadValidation().catch(() => undefined);
  return import("./LeadForm").then((m) => m.LeadForm);
});

export function LazyForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<p className="text-fg-muted">Loading the form…</p>}>
      <leadForm.Component {...props} />
    </Suspense>
  );
}
