/** Reply figures (the inbox's Response page, `leads response`): of the leads received in the
 * last N days, how many were answered, how many within their promise and how fast; and what is
 * open or overdue now, whenever it arrived. */
import type { FormId } from "../../../shared/forms/form-specs";
import { labelSpecOf } from "../../../shared/forms/form-variants";
import type { FormName } from "../../../shared/forms/form-protocol";
import type { Lead, LeadRecords } from "../store/store-contract";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A landing page gets its own row once this many leads in the window came from it. */
export const MIN_LANDING_LEADS = 5;

export interface OpenLead {
  id: string;
  form: FormName;
  receivedAt: string;
  dueAt: string;
  overdue: boolean;
}

export interface AnsweredLead {
  id: string;
  form: FormName;
  receivedAt: string;
  dueAt: string | null;
  answeredAt: string;
  /** Whole minutes from receipt to the first answer. */
  minutes: number;
  withinPromise: boolean;
}

export interface ReplySummary {
  /** Leads received in the window and answered. */
  answered: number;
  /** Of those, answered by their due time. */
  withinPromise: number;
  /** withinPromise / answered, or null when none was answered. */
  withinPromiseShare: number | null;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** New leads not yet answered, and those of them past due, now. */
  openNow: number;
  overdueNow: number;
}

export interface ReplyGroup {
  /** A form spec id ("contact-dialog") or a landing page's path. */
  key: string;
  /** Leads received in the window (answered or not). */
  received: number;
  summary: ReplySummary;
}

export interface ResponseFigures {
  days: number;
  since: string;
  now: string;
  open: OpenLead[];
  answered: AnsweredLead[];
  summary: ReplySummary;
  byForm: ReplyGroup[];
  /** Landing pages with at least MIN_LANDING_LEADS leads in the window, most leads first. */
  byLanding: ReplyGroup[];
}

/** The nearest-rank percentile of sorted figures, or null when there are none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

function summarize(answered: readonly AnsweredLead[], open: readonly OpenLead[]): ReplySummary {
  const minutes = answered.map((a) => a.minutes).sort((a, b) => a - b);
  const within = answered.filter((a) => a.withinPromise).length;
  return {
    answered: answered.length,
    withinPromise: within,
    withinPromiseShare: answered.length ? within / answered.length : null,
    medianMinutes: percentile(minutes, 50),
    p90Minutes: percentile(minutes, 90),
    openNow: open.length,
    overdueNow: open.filter((o) => o.overdue).length,
  };
}

/** The spec a lead's promise came from: the contact form's variant, else the form. */
export const formKey = (lead: Pick<Lead, "form" | "fields">): FormId => labelSpecOf(lead).id;

export async function responseFigures(
  store: Pick<LeadRecords, "listLeads">,
  { days, now }: { days: number; now: Date },
): Promise<ResponseFigures> {
  const since = new Date(now.getTime() - days * DAY);
  const [fresh, handled] = await Promise.all([
    store.listLeads({ state: "new" }),
    store.listLeads({ state: "handled", since }),
  ]);
  const openLeads = fresh.filter((l) => l.answeredAt === null && l.dueAt !== null);
  const received = [
    ...fresh.filter((l) => Date.parse(l.receivedAt) >= since.getTime()),
    ...handled,
  ];
  const answeredLeads = received.filter((l) => l.answeredAt !== null);

  const open = new Map<Lead, OpenLead>();
  for (const l of openLeads) {
    open.set(l, {
      id: l.id,
      form: l.form,
      receivedAt: l.receivedAt,
      dueAt: l.dueAt!,
      overdue: Date.parse(l.dueAt!) <= now.getTime(),
    });
  }
  const answered = new Map<Lead, AnsweredLead>();
  for (const l of answeredLeads) {
    const at = Date.parse(l.answeredAt!);
    answered.set(l, {
      id: l.id,
      form: l.form,
      receivedAt: l.receivedAt,
      dueAt: l.dueAt,
      answeredAt: l.answeredAt!,
      minutes: Math.round((at - Date.parse(l.receivedAt)) / MINUTE),
      withinPromise: l.dueAt !== null && at <= Date.parse(l.dueAt),
    });
  }

  const group = (keyOf: (l: Lead) => string | undefined) => {
    const groups = new Map<string, { received: Lead[]; open: Lead[] }>();
    const entry = (key: string) => {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { received: [], open: [] }));
      return g;
    };
    for (const l of received) {
      const key = keyOf(l);
      if (key !== undefined) entry(key).received.push(l);
    }
    for (const l of openLeads) {
      const key = keyOf(l);
      if (key !== undefined) entry(key).open.push(l);
    }
    return [...groups].map(([key, g]) => ({
      key,
      received: g.received.length,
      summary: summarize(
        g.received.flatMap((l) => answered.get(l) ?? []),
        g.open.map((l) => open.get(l)!),
      ),
    }));
  };

  const byForm = group(formKey).sort((a, b) => a.key.localeCompare(b.key));
  const byLanding = group((l) => l.source?.landing)
    .filter((g) => g.received >= MIN_LANDING_LEADS)
    .sort((a, b) => b.received - a.received || a.key.localeCompare(b.key));
  const openList = [...open.values()].sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const answeredList = [...answered.values()].sort((a, b) =>
    a.answeredAt.localeCompare(b.answeredAt),
  );
  return {
    days,
    since: since.toISOString(),
    now: now.toISOString(),
    open: openList,
    answered: answeredList,
    summary: summarize(answeredList, openList),
    byForm,
    byLanding,
  };
}
