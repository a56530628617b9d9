import type { ReactNode } from "react";
import { PAGE_INTRO_ID } from "../../lib/core/page-intro";

/** Titles longer than this take the long H1 size on phones (tokens.css). */
export const LONG_TITLE = 56;

/** A page's eyebrow, H1 and lead, in the reading measure at the container's left edge. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  children,
  split = false,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  /** Shown under the lead, e.g. the page's first call to action. */
  children?: ReactNode;
  /** From 1024 px: the title on the left, lead and actions on the right. */
  split?: boolean;
}) {
  return (
    <header
      id={PAGE_INTRO_ID}
      className={`mb-12 lg:mb-16 ${split ? "page-header-split" : "measure"}`}
    >
      <div>
        {eyebrow && <p className="eyebrow flex items-center gap-1.5">{eyebrow}</p>}
        <h1 className={`${title.length > LONG_TITLE ? "text-h1-long" : "text-h1"} font-semibold`}>
          {title}
        </h1>
      </div>
      <div className="measure">
        {lead && <p className="mt-5 text-lead text-fg">{lead}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </header>
  );
}
