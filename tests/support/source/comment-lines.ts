/** Where the comments of a source file are, for the comment figures (tools/measure/comments.ts)
 * and the structure test's print width (tests/structure.test.ts). */
import ts from "typescript";

/** [start, end) offsets of every comment in a script, found by the TypeScript scanner. */
function scriptComments(file: string, text: string): [number, number][] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, number>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, range.end);
  };
  const visit = (node: ts.Node): void => {
    // Leading ranges start after a line break; trailing ones catch a comment after code on its
    // line.
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    // `{/* … */}` in JSX: an empty expression, whose comment no token follows.
    if (ts.isJsxExpression(node) && !node.expression) {
      add(ts.getTrailingCommentRanges(text, node.getStart(source) + 1));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].sort((a, b) => a[0] - b[0]);
}

/** [start, end) offsets of every comment in a style sheet (strings skipped). */
function styleComments(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      i = close === -1 ? text.length : close;
    } else if (c === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      const end = close === -1 ? text.length : close + 2;
      ranges.push([i, end]);
      i = end - 1;
    }
  }
  return ranges;
}

/** [start, end) offsets of every comment in a script or style sheet. */
export function commentRanges(file: string, text: string): [number, number][] {
  return file.endsWith(".css") ? styleComments(text) : scriptComments(file, text);
}
