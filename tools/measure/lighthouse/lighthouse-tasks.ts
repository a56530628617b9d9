/** What made a run's Total Blocking Time: each main-thread task's simulated blocking
 * (TBTImpactTasks, no public entry point but stable across 12.x), real length and work; printed
 * on `--tasks` or a miss. */
import { TBTImpactTasks } from "lighthouse/core/computed/tbt-impact-tasks.js";
import type { RunnerResult } from "lighthouse";

interface Task {
  startTime: number;
  duration: number;
  tbtImpact: number;
  selfTime: number;
  parent?: Task;
  children: Task[];
  attributableURLs: string[];
  event: { name: string };
}

export interface BlockingTask {
  /** Real start, ms after navigation start. */
  start: number;
  /** Real length in ms; the simulation counts it about four times over. */
  duration: number;
  /** Blocking time the simulation gave it, ms. */
  blocking: number;
  /** The script it is attributed to, or "" for the browser's own work. */
  script: string;
  /** Up to three kinds of work inside it, with their self time in ms. */
  work: string;
}

function workInside(task: Task): string {
  const byName = new Map<string, number>();
  const walk = (t: Task) => {
    for (const child of t.children) {
      byName.set(child.event.name, (byName.get(child.event.name) ?? 0) + child.selfTime);
      walk(child);
    }
  };
  walk(task);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(", ");
}

/** Top-level tasks that got blocking time, or that are 10 ms or longer in reality. */
export async function blockingTasks(result: RunnerResult): Promise<BlockingTask[]> {
  const { artifacts, lhr } = result;
  const tasks = (await TBTImpactTasks.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    } as never,
    { computedCache: new Map(), settings: lhr.configSettings } as never,
  )) as unknown as Task[];
  return tasks
    .filter((t) => !t.parent && (t.tbtImpact > 0 || t.duration >= 10))
    .map((t) => ({
      start: t.startTime,
      duration: t.duration,
      blocking: t.tbtImpact,
      script: (t.attributableURLs[0] ?? "").split("/").pop() ?? "",
      work: workInside(t),
    }));
}

export function formatTasks(tasks: BlockingTask[]): string {
  if (tasks.length === 0) return "    (no task of 10 ms or more, none blocking)";
  return tasks
    .map(
      (t) =>
        `    at ${t.start.toFixed(0).padStart(5)} ms  ${t.duration.toFixed(1).padStart(5)} ms real` +
        `  blocking ${t.blocking.toFixed(0).padStart(3)} ms  ${(t.script || "(browser)").padEnd(28)} ${t.work}`,
    )
    .join("\n");
}
