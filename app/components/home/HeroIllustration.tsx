import type { HomeContent, SampleProject } from "../../../content/pages-schema";
import { svgIcon } from "../ui/icons";

/** The dock: Lucide's folder, mail, globe, calendar, file-text, message-square, terminal and
 * settings. */
const DOCK = [
  '<path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z"/>',
  '<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"/><rect x="2" y="4" width="20" height="16" rx="2"/>',
  '<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"/><path d="M2 12h20"/>',
  '<path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/>',
  '<path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z"/><path d="M14 2v5a1 1 0 0 0 1 1h5"/><path d="M10 9H8"/><path d="M16 13H8"/><path d="M16 17H8"/>',
  '<path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z"/>',
  '<path d="M12 19h8"/><path d="m4 17 6-6-6-6"/>',
  '<path d="M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915"/><circle cx="12" cy="12" r="3"/>',
].map(svgIcon);

/** Status as a quiet dot beside the word: state by shape and tone, not by syntax colour. */
const statusTone = {
  "In Progress": "illo-status-active",
  Completed: "illo-status-done",
  Planning: "illo-status-planned",
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

/** A decorative desktop in HTML, CSS and SVG, sized by its own text (no layout shift) and hidden
 * from assistive technology; narrow screens drop whole panels at breakpoints (app.css). */
export function HeroIllustration({
  projects,
  status,
  version,
  desk,
}: {
  projects: SampleProject[];
  status: HomeContent["sampleStatus"];
  version: string;
  desk: HomeContent["sampleDesk"];
}) {
  return (
    <div aria-hidden="true" className="illustration" data-testid="hero-illustration">
      <div className="illo-screen">
        <div className="illo-menubar">
          <span className="flex gap-1.5">
            <i className="illo-light" />
            <i className="illo-light" />
            <i className="illo-light" />
          </span>
          <span>{desk.menuTitle}</span>
          <span className="illo-faint ml-auto">{version}</span>
        </div>
        <div className="illo-grid">
          <div className="illo-panel illo-welcome">
            <p className="illo-title">{desk.welcome[0]}</p>
            <p>{desk.welcome[1]}</p>
          </div>
          <div className="illo-panel">
            <p className="illo-title">System status</p>
            {status.map((s) => (
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
                  <span className="illo-name">{p.name}</span>
                  <span className="illo-type">{p.type}</span>
                  <span className={`illo-status ${statusTone[p.status]}`}>{p.status}</span>
                  <Bar value={p.progress} />
                </li>
              ))}
            </ul>
          </div>
          {/* Terminal and editor stay (spec), as faint detail: checks and a letter template. */}
          <div className="illo-panel illo-terminal">
            {desk.terminal.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div className="illo-panel illo-code">
            {desk.editor.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
        <div className="illo-dock">
          {DOCK.map((IconComponent, i) => (
            <span
              key={i}
              className={`illo-dock-icon ${i >= 4 ? "hidden sm:flex" : "flex"}`}
              data-dock-icon=""
            >
              <IconComponent aria-hidden="true" className="size-4" />
            </span>
          ))}
        </div>
      </div>
      <div className="illo-neck" />
      <div className="illo-base" />
    </div>
  );
}
