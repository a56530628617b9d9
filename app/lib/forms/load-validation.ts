/** The forms' zod schemas (shared/forms/forms.ts, ~8 KB gzipped) load when a visitor starts on a
 * form (first focus, press, or a dialog opening), never at page start; the forms post without
 * JavaScript. */
import { loadOnce } from "../core/load-once";

export type Validation = typeof import("../../../shared/forms/forms");

/** Starts (once) loading the validation module; a failed load can be tried again. */
export const loadValidation = loadOnce(
  (): Promise<Validation> => import("../../../shared/forms/forms"),
);

/** The validation module once it has arrived, for a synchronous check. */
export const loadedValidation = loadValidation.loaded;

/** Loads (once) the spam challenge and starts solving it in its worker. */
const loadChallenge = loadOnce(() =>
  import("./challenge-client").then((module) => {
    module.startChallenge();
    return module;
  }),
);

/** The challenge solution for a post, or "" when none comes in a moment: the form is sent all
 * the same. */
export function challengeSolution(): Promise<string> {
  return loadChallenge().then(
    (module) => module.takeSolution(),
    () => "",
  );
}

/** loadValidation for event handlers (a failure shows when the form is sent); starts the spam
 * challenge too. */
export function prepareValidation(): void {
  loadValidation().catch(() => undefined);
  loadChallenge().catch(() => undefined);
}
