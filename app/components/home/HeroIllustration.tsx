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
  "In Progress": "text-sky-300",
  Completed: "text-emerald-300",
  Planning: "text-amber-300",
} as const;

/**
 * A filled bar drawn in SVG: its length is an attribute, not an inline style,
 * which the Content-Security-Policy (style-src without 'unsafe-inline') blocks.
 */
function Bar({ percent }: { percent: number }) {
  return (
    <svg className="illo-bar" viewBox="0 0 100 1" preserveAspectRatio="none">
      <rect width={percent} height="1" />
    </svg>
  );
}

/**
 * A decorative desktop drawn in HTML and CSS (no bitmap): fixed aspect ratio, so
 * it never shifts the layout, and hidden from assistive technology.
 */
export function HeroIllustration({ projects }: { projects: SampleProject[] }) {
  return (
    <div aria-hidden="true" className="illustration" data-testid="hero-illustration">
      <div className="illo-screen">
        <div className="illo-menubar">
          <span className="flex gap-1.5">
            <i className="illo-light bg-rose-400" />
            <i className="illo-light bg-amber-300" />
            <i className="illo-light bg-emerald-400" />
          </span>
          <span>Workspace</span>
          <span className="ml-auto">{SAMPLE_VERSION}</span>
        </div>
        <div className="illo-grid">
          <div className="illo-panel illo-welcome">
            <p className="font-semibold text-white">Welcome back</p>
            <p>All systems operational</p>
          </div>
          <div className="illo-panel">
            <p className="illo-title">System status</p>
            {SAMPLE_STATUS.map((s) => (
              <div key={s.label} className="illo-bar-row">
                <span>{s.label}</span>
                <Bar percent={s.value} />
                <span className="tabular-nums">{s.value}%</span>
              </div>
            ))}
          </div>
          <div className="illo-panel illo-projects">
            <p className="illo-title">Recent projects</p>
            <ul>
              {projects.map((p) => (
                <li key={p.name}>
                  <span className="text-white">{p.name}</span>
                  <span>{p.type}</span>
                  <span className={statusColor[p.status]}>{p.status}</span>
                  <Bar percent={p.progress} />
                </li>
              ))}
            </ul>
          </div>
          <div className="illo-panel illo-terminal">
            <p>$ deploy --env production</p>
            <p className="text-emerald-300">✓ checks passed</p>
            <p className="text-emerald-300">✓ backup verified</p>
            <p>$ _</p>
          </div>
          <div className="illo-panel illo-code">
            <p>
              <span className="text-violet-300">const</span> intake ={" "}
              <span className="text-sky-300">secureForm</span>();
            </p>
            <p>
              <span className="text-violet-300">await</span> intake.
              <span className="text-sky-300">notify</span>(
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
