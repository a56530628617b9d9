import { useState } from "react";
import type { HomeContent } from "../../../content/pages-schema";
import { Modal } from "../dialogs/Modal";

/** Other industries served besides law firms (SPEC "Home"). */
export const OTHER_INDUSTRIES = [
  "Government",
  "Healthcare",
  "Finance",
  "Construction",
  "HVAC",
  "Electrical",
  "Roofing",
  "Plumbing",
  "Arts & Creative",
] as const;

export function IndustriesPopup({ content }: { content: HomeContent["industries"] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {content.buttonLabel}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={content.heading}>
        <p className="text-slate-300">{content.intro}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {OTHER_INDUSTRIES.map((name) => (
            <li key={name} className="chip justify-center py-2 text-center">
              {name}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
