/** The pid in a claim's owner name (server/leads/outbox/worker.ts, claimOwner): which instance
 * holds a claim, for the multi-instance tests. */
export const claimOwnerPid = (owner: string) => Number(owner.split(":").at(-2));
