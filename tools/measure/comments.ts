// Comment figures for production code: the share of comment lines and the blocks longer than
// three lines. Usage: npx tsx tools/measure/comments.ts [dir]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { commentRanges } from "../../tests/support/source/comment-lines";

export interface CommentBlock {
  file: string;
  /** 1-based line of the block's first line. */
  line: number;
  lines: number;
}

export interface FileComments {
  file: string;
  totalLines: number;
  codeLines: number;
  commentLines: number;
  blocks: CommentBlock[];
}

const SOURCE = /\.(ts|tsx|mjs|css)$/;
const NOT_PRODUCTION = /\.(test|spec)\.|(^|\/)fixtures\/|^tests\//;

/** The production source files git tracks under `root`. */
export function productionFiles(root: string): string[] {
  return execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => SOURCE.test(f) && !NOT_PRODUCTION.test(f));
}

/** A file's comment lines (lines holding only comment) and its blocks of consecutive ones. */
export function measureText(file: string, text: string): FileComments {
  const ranges = commentRanges(file, text);
  const inComment = new Uint8Array(text.length);
  for (const [start, end] of ranges) {
    inComment.fill(1, start, end);
    // In JSX, `{/* … */}` is a comment: its braces are not code.
    let open = start - 1;
    while (/\s/.test(text[open] ?? "")) open--;
    let close = end;
    while (/\s/.test(text[close] ?? "")) close++;
    if (text[open] === "{" && text[close] === "}" && file.endsWith(".tsx")) {
      inComment.fill(1, open, close + 1);
    }
  }
  const lines = text.split("\n");
  const isComment: boolean[] = [];
  let offset = 0;
  for (const line of lines) {
    let sawComment = false;
    let sawCode = false;
    for (let i = 0; i < line.length; i++) {
      if (inComment[offset + i]) sawComment = true;
      else if (!/\s/.test(line[i]!)) sawCode = true;
    }
    isComment.push(sawComment && !sawCode);
    offset += line.length + 1;
  }
  const blocks: CommentBlock[] = [];
  let codeLines = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!isComment[i] && lines[i]!.trim() !== "") codeLines++;
    if (isComment[i] && !isComment[i - 1]) {
      let end = i;
      while (isComment[end + 1]) end++;
      blocks.push({ file, line: i + 1, lines: end - i + 1 });
    }
  }
  const commentLines = isComment.filter(Boolean).length;
  return { file, totalLines: lines.length, codeLines, commentLines, blocks };
}

export function measure(root: string): FileComments[] {
  return productionFiles(root).map((f) => measureText(f, readFileSync(join(root, f), "utf8")));
}

function main(): void {
  const root = process.argv[2] ?? process.cwd();
  const files = measure(root);
  const comment = files.reduce((n, f) => n + f.commentLines, 0);
  const code = files.reduce((n, f) => n + f.codeLines, 0);
  const blocks = files.flatMap((f) => f.blocks).sort((a, b) => b.lines - a.lines);
  const long = blocks.filter((b) => b.lines > 3);
  const share = ((100 * comment) / (comment + code)).toFixed(1);
  console.log(`${files.length} production files; ${comment} comment lines, ${code} code lines`);
  const all = files.reduce((n, f) => n + f.totalLines, 0);
  const ofAll = ((100 * comment) / all).toFixed(1);
  console.log(`comment share: ${share}% of non-blank lines, ${ofAll}% of all lines`);
  console.log(`comment blocks longer than 3 lines: ${long.length}`);
  console.log("longest blocks:");
  for (const b of blocks.slice(0, 15))
    console.log(`  ${String(b.lines).padStart(3)}  ${b.file}:${b.line}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
