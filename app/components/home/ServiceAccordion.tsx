import { useState } from "react";
import type { HomeContent } from "../../../content/pages-schema";
import { Icon } from "../ui/Icon";
import { svgIcon } from "../ui/icons";

/** Lucide's "chevron-down". */
const ChevronDown = /* @__PURE__ */ svgIcon('<path d="m6 9 6 6 6-6"/>');

type Group = HomeContent["services"]["groups"][number];

/** WAI-ARIA accordion: one group open at a time, the first open by default. */
export function ServiceAccordion({ groups }: { groups: Group[] }) {
  const [open, setOpen] = useState<string | null>(groups[0]?.id ?? null);
  return (
    <div className="space-y-3">
      {groups.map((g) => {
        const expanded = open === g.id;
        const buttonId = `accordion-${g.id}-button`;
        const panelId = `accordion-${g.id}-panel`;
        return (
          <div key={g.id} className={`accordion-item accent-${g.accent}`} data-open={expanded}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                className="accordion-button"
                onClick={() => setOpen(expanded ? null : g.id)}
              >
                <span className="accordion-icon">
                  <Icon name={g.icon} className="size-5" />
                </span>
                <span className="flex-1 text-left">{g.title}</span>
                <ChevronDown aria-hidden="true" className="accordion-chevron size-5" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="accordion-panel"
            >
              <ul className="bullet-list">
                {g.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </div>
  );
}
