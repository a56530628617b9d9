// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type Column, DataTable, type TableSpec, count, runsOf } from "./data-table";

type Row = { name: string; total: number; a: number; b: number };
const ROWS: Row[] = [
  { name: "/contact", total: 3, a: 0, b: 3 },
  { name: "", total: 0, a: 0, b: 0 },
];
const name: Column<Row> = {
  head: "Page",
  cell: (r) => r.name || "(none)",
  tone: (r) => (r.name ? undefined : "admin-muted"),
};
const SPEC: TableSpec<Row> = {
  rowKey: (r) => r.name,
  columns: [
    name,
    count("Leads", (r) => r.total, { strong: true }),
    count("New", (r) => r.a, { group: "By state" }),
    count("Held", (r) => r.b, { group: "By state" }),
  ],
};

afterEach(cleanup);

describe("the inbox's DataTable", () => {
  it("groups neighboring columns of one group, apart from the columns without", () => {
    const runs = runsOf(SPEC.columns).map((r) => [r.group, r.columns.map((c) => c.head)]);
    expect(runs).toEqual([
      [undefined, ["Page", "Leads"]],
      ["By state", ["New", "Held"]],
    ]);
  });

  it("draws a group's head over its columns, rows named by their first cell", () => {
    render(
      <>
        <h2 id="pages">Landing pages</h2>
        <DataTable id="pages" spec={SPEC} rows={ROWS} empty="No leads." />
      </>,
    );
    const table = screen.getByRole("table", { name: "Landing pages" });
    expect(screen.getByRole("region", { name: "Landing pages" }).contains(table)).toBe(true);
    const group = within(table).getByRole("columnheader", { name: "By state" });
    expect(group.getAttribute("colspan")).toBe("2");
    expect(within(table).getByRole("columnheader", { name: "Leads" }).className).toBe("admin-num");
    expect(within(table).getByRole("rowheader", { name: "/contact" }).className).toBe("");
    expect(within(table).getByRole("rowheader", { name: "(none)" }).className).toBe("admin-muted");
    const cells = within(within(table).getAllByRole("row")[2]!).getAllByRole("cell");
    expect(cells.map((c) => c.className)).toEqual([
      "admin-num admin-strong",
      "admin-num admin-zero",
      "admin-num",
    ]);
  });

  it("says its empty state instead of a table with no rows", () => {
    render(<DataTable id="pages" spec={SPEC} rows={[]} empty="No leads in the last 30 days." />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No leads in the last 30 days.").className).toBe("admin-empty");
  });

  it("is named by its own caption where no heading names it", () => {
    const spec = { ...SPEC, columns: SPEC.columns.slice(0, 2) };
    render(<DataTable id="t" caption="Visits per day" spec={spec} rows={ROWS} empty="" />);
    const table = screen.getByRole("table", { name: "Visits per day" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });
});
