// Plain JavaScript on purpose: it must run, and say one clear line, on a Node.js
// too old for the rest of the project (which needs node:sqlite and more).
// `npm start`, `npm test` and `npm run leads` run it first.
import { readFileSync } from "node:fs";

const wanted = readFileSync(new URL("../.nvmrc", import.meta.url), "utf8").trim();
const have = process.versions.node;
const major = (version) => Number(version.split(".")[0]);

if (major(have) < major(wanted)) {
  console.error(
    `Lexcore needs Node.js ${major(wanted)} (${wanted} in .nvmrc); this is ${have}. ` +
      `Install it with a version manager (nvm install), or run \`. scripts/use-node.sh\` in this shell first.`,
  );
  process.exit(1);
}
