import { Term } from "./term";
import type { replyTimes } from "../leads.server";

/** Received, due and answered, in words as well as times (never colour alone). */
export function ReplyTimes({ times }: { times: ReturnType<typeof replyTimes> }) {
  return (
    <dl className="admin-fields admin-reply" aria-label="Reply times">
      <Term term="Received">
        <time dateTime={times.receivedAt}>{times.received}</time>
      </Term>
      <Term term="Due">
        {times.due ? (
          <>
            <time dateTime={times.dueAt!}>{times.due}</time>
            {times.promise ? ` (promised ${times.promise})` : ""}
            {times.held ? ". Held leads count as overdue only once released." : ""}
            {times.dueWords ? (
              <span className={`admin-due${times.overdue ? " admin-due-late" : ""}`}>
                {times.dueWords[0]!.toUpperCase() + times.dueWords.slice(1)}
              </span>
            ) : null}
          </>
        ) : (
          "No reply is due (spam)"
        )}
      </Term>
      <Term term="Answered">
        {times.answered ? (
          <>
            <time dateTime={times.answeredAt!}>{times.answered}</time>
            {times.answeredBy ? ` by ${times.answeredBy}` : ""}
            {times.withinPromise === null
              ? ""
              : times.withinPromise
                ? ", within the promise"
                : ", after the due time"}
          </>
        ) : (
          "Not yet (marked handled records the answer)"
        )}
      </Term>
    </dl>
  );
}
