/** What both engines write when a lead arrives or changes state, built once here; each engine
 * keeps only its SQL and its transactions. */
import { randomUUID } from "node:crypto";
import { promiseOf } from "../reply/promise";
import type { Lead, LeadState, NewLead } from "./store-contract";

/** The lead as stored at intake: a new id, the time received, and the promise its form made. */
export function buildLead(input: NewLead, now: Date): Lead {
  const receivedAt = now.toISOString();
  return {
    ...input,
    id: randomUUID(),
    receivedAt,
    note: null,
    source: input.source ?? null,
    ...promiseOf(input, receivedAt),
    answeredAt: null,
    answeredBy: null,
  };
}

/** The columns a move from `lead.state` to `to` writes beside the state. */
export interface StateChange {
  /** The first move to new: its notices are queued in the same transaction. */
  firstTimeNew: boolean;
  promise: Lead["promise"];
  dueAt: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
}

/** A move to spam drops the due time; one out of spam takes its form's, from receipt. The first
 * move to handled is the answer; later moves keep it. */
export function stateChange(
  lead: Lead,
  notified: boolean,
  to: LeadState,
  now: Date,
  by = "cli",
): StateChange {
  const due =
    to === "spam"
      ? { promise: null, dueAt: null }
      : lead.dueAt === null
        ? promiseOf({ ...lead, state: to }, lead.receivedAt)
        : { promise: lead.promise, dueAt: lead.dueAt };
  const first = to === "handled" && lead.answeredAt === null;
  return {
    firstTimeNew: to === "new" && !notified,
    ...due,
    answeredAt: first ? now.toISOString() : lead.answeredAt,
    answeredBy: first ? by : lead.answeredBy,
  };
}

/** A lead copied in as it is (`leads migrate`) with its outbox rows: one from a store older than
 * the reply columns takes its form's promise from when it arrived, and no answer. `notified`: a
 * held or spam lead that never had a notice still gets one when it is released. */
export function importedLead(lead: Lead, outboxRows: number): { lead: Lead; notified: boolean } {
  const notified = (lead.state !== "held" && lead.state !== "spam") || outboxRows > 0;
  if (lead.dueAt !== undefined) return { lead, notified };
  const promised = { ...promiseOf(lead, lead.receivedAt), answeredAt: null, answeredBy: null };
  return { lead: { ...lead, ...promised }, notified };
}
