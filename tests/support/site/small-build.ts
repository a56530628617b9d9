/** A stand-in for the site's build in the editor's unit tests: the fixture site, with the overlay
 * it was given written beside it (as /overlay.json) and a hashed asset named after it, in
 * milliseconds instead of a real build's seconds. */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { BuildError, type BuildRequest } from "../../../server/site/site-build";
import { FIXTURE_SITE } from "../servers/small-site";

export interface SmallBuild {
  build: (workDir: string, request: BuildRequest) => Promise<string>;
  /** Builds started, and the most running at once. */
  readonly calls: number;
  readonly mostAtOnce: number;
  /** The next build fails with this message. */
  failNext(message: string): void;
}

export function smallBuild(delayMs = 5): SmallBuild {
  let calls = 0;
  let running = 0;
  let mostAtOnce = 0;
  let failure: string | undefined;
  return {
    get calls() {
      return calls;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    failNext(message) {
      failure = message;
    },
    async build(workDir, request) {
      calls++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await new Promise((r) => setTimeout(r, delayMs));
        if (failure) {
          const message = failure;
          failure = undefined;
          throw new BuildError(message);
        }
        const out = join(workDir, "build", "client");
        mkdirSync(out, { recursive: true });
        cpSync(FIXTURE_SITE, out, { recursive: true });
        const overlay = JSON.stringify(request.overlay);
        writeFileSync(join(out, "overlay.json"), overlay);
        const hash = createHash("sha256").update(overlay).digest("hex").slice(0, 8);
        writeFileSync(join(out, "assets", `version-${hash}.js`), `/* ${hash} */`);
        return out;
      } finally {
        running--;
      }
    },
  };
}
