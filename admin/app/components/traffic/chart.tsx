/** The Traffic page's visits-per-day chart: an SVG line per most visited landing page (geometry
 * from traffic.server.ts), a legend, and the same figures as a table for screen readers. */
import type { Chart } from "../../traffic.server";
import { DataTable, count } from "../data-table";

/** Each line also has its own dash, so the pages are told apart without colour. */
const DASHES = [undefined, "6 3", "2 3", "8 3 2 3", "1 5"];

export function VisitsChart({ chart, days }: { chart: Chart; days: number }) {
  const { width, height, plot, series, max } = chart;
  if (series.length === 0) return <p className="admin-empty">No visits in the last {days} days.</p>;
  const first = chart.days[0];
  const last = chart.days.at(-1);
  const summary = series.map((s) => `${s.page}: ${s.total}`).join("; ");
  return (
    <figure className="admin-chart">
      <p className="admin-muted admin-chart-scale">
        Visits a day, {first} to {last} (UTC); the top of the chart is {max}.
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="chart-title"
        aria-describedby="chart-desc"
        preserveAspectRatio="none"
      >
        <title id="chart-title">{`Visits per day, ${first} to ${last}, for the ${series.length} most visited landing pages`}</title>
        <desc id="chart-desc">{`Visits in the period: ${summary}. The busiest day had ${max}. Each day's figures are in the table below the chart.`}</desc>
        {[0, 0.5, 1].map((f) => {
          const y = plot.bottom - f * (plot.bottom - plot.top);
          return (
            <line
              key={f}
              x1={plot.left}
              x2={plot.right}
              y1={y}
              y2={y}
              className="admin-chart-grid"
            />
          );
        })}
        {series.map((s, i) => (
          <polyline
            key={s.page}
            points={s.points}
            className={`admin-series admin-series-${i}`}
            strokeDasharray={DASHES[i]}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <figcaption>
        <ul className="admin-legend">
          {series.map((s, i) => (
            <li key={s.page}>
              <svg viewBox="0 0 24 8" width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  className={`admin-series admin-series-${i}`}
                  strokeDasharray={DASHES[i]}
                />
              </svg>
              <span>
                {s.page} <span className="admin-count">{s.total}</span>
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="admin-chart-table">
        <summary>Visits per day as a table</summary>
        <DataTable
          id="daily-table-name"
          caption="Visits per day"
          spec={{
            className: "admin-traffic",
            nameWidth: false,
            rowKey: (i) => chart.days[i]!,
            columns: [
              { head: "Day", cell: (i) => chart.days[i] },
              ...series.map((s) => count<number>(s.page, (i) => s.visits[i] ?? 0)),
            ],
          }}
          rows={chart.days.map((_, i) => i)}
          empty={`No visits in the last ${days} days.`}
        />
      </details>
    </figure>
  );
}
