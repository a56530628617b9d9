/** The documents the docs checks read: README.md and every Markdown file under docs/. */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** README.md and every Markdown file under docs/. */
function markdownFiles(dir = "docs"): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...markdownFiles(path));
    else if (entry.name.endsWith(".md")) found.push(path);
  }
  return found;
}

export const docFiles = () => ["README.md", ...markdownFiles()];
