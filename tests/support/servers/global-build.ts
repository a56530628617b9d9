/**
 * Vitest global setup: the tests of the build itself (scripts/, the server's
 * static-build and real-process tests) need the production build. When
 * there is none (a fresh clone, `npx vitest run` before any build), build it
 * once here; when that fails, stop with one message instead of a failure in
 * every suite. `npm test` builds first, so this finds the build in place.
 */
import { ensureBuild } from "./build";

export default function buildOnce() {
  try {
    ensureBuild("throw");
  } catch (error) {
    throw new Error(
      `vitest: the server tests need the production build: ${(error as Error).message}`,
    );
  }
}
