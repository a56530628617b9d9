/** The Nu HTML Checker over every page in one Java run. Only HTML errors count (its CSS checks
 * lag the browsers), `netlify-honeypot` is the static host's own attribute, and HTML allows
 * `blocking` on a `rel="expect"` link (0050), which checker 26.9 allows on stylesheets only. */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const IGNORED = [
  /^CSS: /,
  /^Attribute “netlify-honeypot” not allowed on element “form”/,
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value/,
];

export interface HtmlError {
  file: string;
  line?: number;
  message: string;
}

/** The vnu.jar file of the installed `vnu-jar` package. */
export function vnuJar(): string {
  return String(createRequire(import.meta.url)("vnu-jar"));
}

/** The checker's errors in `files`, less the ignored kinds; throws when Java cannot run it. */
export async function checkHtml(files: string[], java = "java"): Promise<HtmlError[]> {
  const args = ["-jar", vnuJar(), "--errors-only", "--format", "json", "--exit-zero-always"];
  const { stderr } = await promisify(execFile)(java, [...args, ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stderr) as {
    messages: { type: string; url?: string; lastLine?: number; message: string }[];
  };
  return messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .filter((m) => !IGNORED.some((re) => re.test(m.message)))
    .map((m) => ({
      file: (m.url ?? "").replace(/^file:/, ""),
      line: m.lastLine,
      message: m.message,
    }));
}
