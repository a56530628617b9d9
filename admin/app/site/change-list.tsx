/** Changes in words, as the Changes page and the history list them: where, before → after. */
import type { Change } from "../../../server/site/site-types";

const shown = (text: string) => (text === "" ? "(empty)" : text);

export function ChangeList({ changes }: { changes: Change[] }) {
  return (
    <ul className="site-changes">
      {changes.map((c, i) => (
        <li key={i}>
          <strong>{c.where}</strong>
          <span className="site-change">
            <span className="site-before">{shown(c.before)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> changed to </span>
            <span className="site-after">{shown(c.after)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
