/** The inbox's tables of figures (Traffic, Sources, Response): columns described as data, the
 * first naming each row and held in view, figures right-aligned, an empty state instead of a
 * table with no rows, and a scrolling box of its own so a phone scrolls the table, not the page. */
import type { ReactNode } from "react";

export interface Column<R> {
  head: string;
  /** A figure: right-aligned, in even-width digits. */
  num?: boolean;
  /** A head over the neighboring columns with the same group, in a second head row. */
  group?: string;
  cell: (row: R) => ReactNode;
  /** The cell's tone, a class: admin-zero, admin-strong, admin-muted or admin-late. */
  tone?: (row: R) => string | undefined;
}

/** A count; zeros are quieter so the rows that brought visits or leads stand out. */
export const count = <R,>(
  head: string,
  value: (row: R) => number,
  options: { strong?: boolean; group?: string } = {},
): Column<R> => ({
  head,
  num: true,
  group: options.group,
  cell: value,
  tone: (row) => (value(row) === 0 ? "admin-zero" : options.strong ? "admin-strong" : undefined),
});

const classes = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(" ") || undefined;

/** The columns in runs: a run of columns without a group, or of one group's columns. */
export function runsOf<R>(columns: readonly Column<R>[]) {
  const runs: { group?: string; columns: Column<R>[] }[] = [];
  for (const c of columns) {
    const last = runs.at(-1);
    if (last && last.group === c.group) last.columns.push(c);
    else runs.push({ group: c.group, columns: [c] });
  }
  return runs;
}

/** A scrolling box of its own, named by the table's heading or caption. */
export const Scroll = ({ id, children }: { id: string; children: ReactNode }) => (
  <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
    {children}
  </div>
);

function Head<R>({ columns }: { columns: readonly Column<R>[] }) {
  const th = (c: Column<R>, rowSpan?: number) => (
    <th key={c.head} scope="col" rowSpan={rowSpan} className={classes(c.num && "admin-num")}>
      {c.head}
    </th>
  );
  const runs = runsOf(columns);
  if (!runs.some((r) => r.group)) return <tr>{columns.map((c) => th(c))}</tr>;
  return (
    <>
      <tr>
        {runs.map((r) =>
          r.group ? (
            <th key={r.group} scope="colgroup" colSpan={r.columns.length}>
              {r.group}
            </th>
          ) : (
            r.columns.map((c) => th(c, 2))
          ),
        )}
      </tr>
      <tr>{runs.flatMap((r) => (r.group ? r.columns.map((c) => th(c)) : []))}</tr>
    </>
  );
}

/** What a kind of table is, apart from its rows: its columns, a row's key and its widths. */
export interface TableSpec<R> {
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  /** The table's own width rules: admin-traffic, admin-replies, admin-dropped. */
  className?: string;
  /** The first column is as wide on every table of a page; false lets the columns share. */
  nameWidth?: boolean;
}

export function DataTable<R>(props: {
  /** The id of what names the table: a heading outside it, or its own caption. */
  id: string;
  /** A caption for screen readers, where no heading names the table. */
  caption?: string;
  spec: TableSpec<R>;
  rows: readonly R[];
  /** Said instead of a table with no rows. */
  empty: ReactNode;
}) {
  const { id, caption, rows } = props;
  const { columns, rowKey, nameWidth = true } = props.spec;
  if (rows.length === 0) return <p className="admin-empty">{props.empty}</p>;
  const runs = runsOf(columns);
  return (
    <Scroll id={id}>
      <table
        className={classes("admin-table admin-counts", props.spec.className)}
        aria-labelledby={caption ? undefined : id}
      >
        {caption ? (
          <caption id={id} className="sr-only">
            {caption}
          </caption>
        ) : null}
        {nameWidth
          ? runs.map((r, i) => (
              <colgroup key={i}>
                {r.columns.map((c, j) => (
                  <col key={c.head} className={i + j === 0 ? "admin-col-name" : undefined} />
                ))}
              </colgroup>
            ))
          : null}
        <thead>
          <Head columns={columns} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.head} scope="row" className={c.tone?.(row)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.head} className={classes(c.num && "admin-num", c.tone?.(row))}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
