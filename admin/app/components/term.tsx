import type { ReactNode } from "react";

/** One term of a description list (a lead's fields, its reply times, Response's figures), in the
 * <div> wrapper that lets the list's CSS lay each term and its description out as one row. */
export function Term(props: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd className={props.className}>{props.children}</dd>
    </div>
  );
}
