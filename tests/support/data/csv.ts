/** Reads the leads CLI's CSV exports back, for the tests that check them cell by cell. */

/**
 * Undoes `neutraliseCell` (server/leads/inbox/export-format.ts): the apostrophe that keeps a
 * formula as text. What the export drops (control characters other than tab and line feed; CR of
 * CRLF) is gone for good: compare with `csvText(value)`.
 */
export const restoreCell = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

/**
 * RFC 4180 reader (quoted cells, doubled quotes, CRLF or LF); cells are
 * returned raw. `separator` reads the file as a spreadsheet set to another
 * list separator would (semicolon, tab, pipe).
 */
export function parseCsv(text: string, separator = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || (c === "\r" && text[i + 1] === "\n")) {
      if (c === "\r") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (quoted) throw new Error("CSV ends inside a quoted cell");
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
