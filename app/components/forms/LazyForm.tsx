import { Suspense } from "react";
import { prepareValidation } from "../../lib/load-validation";
import { onDemand } from "../../lib/on-demand";
import type { LeadFormProps } from "./LeadForm";

// The dialogs' form: loaded right after the page starts (app/lib/preload.ts)
// together with the forms' checks, or when a dialog first opens if that comes
// first, so pages that never show a form do not start with its code.
export const leadForm = onDemand<LeadFormProps>(() => {
  prepareValidation();
  return import("./LeadForm").then((m) => m.LeadForm);
});

export function LazyForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<p className="text-slate-300">Loading the form…</p>}>
      <leadForm.Component {...props} />
    </Suspense>
  );
}
