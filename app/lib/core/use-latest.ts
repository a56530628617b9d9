import { useEffect, useRef } from "react";

/** A ref holding `value` as of the last committed render, for a callback that stays the same
 * function across renders (so memoised children are not drawn again) but must act on today's
 * value. Read it in events and effects, never while rendering. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
