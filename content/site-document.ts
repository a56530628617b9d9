/** A part of `content/` the owner edits from the inbox: its zod schema, the repository's value
 * (the default) and the owner's published edit laid over it. The edits live outside `content/`
 * (the store, then `./overlay.json` in a publish's build), so a release of the code keeps them. */
import type { z } from "zod";
import stored from "./overlay.json" with { type: "json" };

/** The owner's edits by document id; `null` removes an optional document (a landing page). */
export type Overlay = Readonly<Record<string, unknown>>;

/** The edits committed with the repository (`leads site export`): what its own build was given. */
export const committedOverlay: Overlay = stored;
let overlay: Overlay = stored;
let generation = 0;
const listeners: (() => void)[] = [];

export interface SiteDocument<S extends z.ZodType = z.ZodType> {
  id: string;
  schema: S;
  /** The repository's value, as written in its content file. */
  defaults: z.input<S>;
  /** The value in force: the owner's edit if it fits today's schema, else the default. */
  readonly value: z.output<S>;
}

/** The owner's edit of `id`, if it fits `schema`; undefined when there is none or the schema
 * refuses it (the editor then lists it as needing attention). */
export function editOf<S extends z.ZodType>(
  id: string,
  schema: S,
  from: Overlay = overlay,
): z.output<S> | null | undefined {
  if (!(id in from)) return undefined;
  const edit = from[id];
  if (edit === null) return null;
  const parsed = schema.safeParse(edit);
  return parsed.success ? parsed.data : undefined;
}

export function siteDocument<S extends z.ZodType>(
  id: string,
  schema: S,
  defaults: z.input<S>,
): SiteDocument<S> {
  const fallback = schema.parse(defaults);
  let cached: { generation: number; value: z.output<S> } | undefined;
  return {
    id,
    schema,
    defaults,
    get value() {
      if (cached?.generation !== generation) {
        cached = { generation, value: editOf(id, schema) ?? fallback };
      }
      return cached.value;
    },
  };
}

/** The overlay in force in this process. */
export const currentOverlay = () => overlay;

/** Lays another overlay over `content/` in this process (the server, when it switches to a
 * published version): every live value (`business`, the landing pages) follows. */
export function setOverlay(next: Overlay) {
  overlay = next;
  generation++;
  for (const listener of listeners) listener();
}

/** Runs `listener` after each setOverlay, in the order modules registered (dependencies first). */
export function onOverlayChange(listener: () => void) {
  listeners.push(listener);
}
