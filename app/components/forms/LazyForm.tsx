import { lazy, Suspense } from "react";
import { prepareValidation } from "../../lib/load-validation";
import type { LeadFormProps } from "./LeadForm";

// Dialog forms load when a dialog first opens, so pages that never open one do
// not pay for the form code; opening one starts the form's checks loading too.
const LeadForm = lazy(() => {
  prepareValidation();
  return import("./LeadForm").then((m) => ({ default: m.LeadForm }));
});

export function LazyForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<p className="text-fg-muted">Loading the form…</p>}>
      <LeadForm {...props} />
    </Suspense>
  );
}
