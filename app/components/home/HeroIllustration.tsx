import {
  Calendar,
  FileText,
  Folder,
  Globe,
  Mail,
  MessageSquare,
  Settings,
  Terminal,
  type LucideIcon,
} from "lucide-react";
import type { SampleProject } from "../../../content/pages-schema";

/** Fake system figures for the decorative desktop; none of it is real data. */
export const SAMPLE_STATUS = [
  { label: "CPU", value: 42 },
  { label: "Memory", value: 68 },
  { label: "Storage", value: 31 },
  { label: "Network", value: 23 },
] as const;

export const SAMPLE_VERSION = "v2.5.0";

const DOCK: LucideIcon[] = [
  Folder,
  Mail,
  Globe,
  Calendar,
  FileText,
  MessageSquare,
  Terminal,
  Settings,
];

const statusColor = {
  "In Progress": "text-sky-200",
  Completed: "text-emerald-200",
  Planning: "text-amber-100",
} as const;

/** A progress bar drawn in SVG: its length is an attribute, so no inline style (CSP). */
function Bar({ value }: { value: number }) {
  return (
    <svg className="illo-bar" viewBox="0 0 100 6" preserveAspectRatio="none" focusable="false">
      <rect className="illo-bar-track" width="100" height="6" rx="3" />
      <rect className="illo-bar-fill" width={value} height="6" rx="3" />
    </svg>
  );
}

/**
 * A decorative desktop drawn in HTML, CSS and SVG (no bitmap): its size comes
 * from its own text, so it never shifts the layout, and it is hidden from
 * assistive technology. Narrow screens get a simpler arrangement: whole
 * panels and columns step back at breakpoints (app.css), nothing is cut.
 */
export function HeroIllustration({ projects }: { projects: SampleProject[] }) {
  return (
    <div aria-hidden="true" className="illustration" data-testid="hero-illustration">
      <div className="illo-screen">
        <div className="illo-menubar">
          <span className="flex gap-1.5">
            <i className="illo-light bg-rose-300/70" />
            <i className="illo-light bg-amber-200/70" />
            <i className="illo-light bg-emerald-300/70" />
          </span>
          <span>Workspace</span>
          <span className="ml-auto">{SAMPLE_VERSION}</span>
        </div>
        <div className="illo-grid">
          <div className="illo-panel illo-welcome">
            <p className="font-semibold text-fg-strong">Welcome back</p>
            <p>All systems operational</p>
          </div>
          <div className="illo-panel">
            <p className="illo-title">System status</p>
            {SAMPLE_STATUS.map((s) => (
              <div key={s.label} className="illo-bar-row">
                <span>{s.label}</span>
                <Bar value={s.value} />
                <span className="text-right tabular-nums">{s.value}%</span>
              </div>
            ))}
          </div>
          <div className="illo-panel illo-projects">
            <p className="illo-title">Recent projects</p>
            <ul>
              {projects.map((p) => (
                <li key={p.name}>
                  <span className="text-fg">{p.name}</span>
                  <span className="illo-type">{p.type}</span>
                  <span className={statusColor[p.status]}>{p.status}</span>
                  <Bar value={p.progress} />
                </li>
              ))}
            </ul>
          </div>
          <div className="illo-panel illo-terminal">
            <p>$ deploy --env production</p>
            <p className="text-emerald-200">✓ checks passed</p>
            <p className="text-emerald-200">✓ backup verified</p>
            <p>$ _</p>
          </div>
          <div className="illo-panel illo-code">
            <p>
              <span className="text-violet-200">const</span> intake ={" "}
              <span className="text-sky-200">secureForm</span>();
            </p>
            <p>
              <span className="text-violet-200">await</span> intake.
              <span className="text-sky-200">notify</span>(
              <span className="text-amber-200">&quot;team&quot;</span>);
            </p>
          </div>
        </div>
        <div className="illo-dock">
          {DOCK.map((IconComponent, i) => (
            <span
              key={i}
              className={`illo-dock-icon ${i >= 4 ? "hidden sm:flex" : "flex"}`}
              data-dock-icon=""
            >
              <IconComponent className="size-4" />
            </span>
          ))}
        </div>
      </div>
      <div className="illo-neck" />
      <div className="illo-base" />
    </div>
  );
}
