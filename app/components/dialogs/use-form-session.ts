import { startTransition, useEffect, useRef, useState } from "react";
import { prepareValidation } from "../../lib/load-validation";

/**
 * A key for a dialog's form, which stays mounted while the dialog is closed
 * (so opening it draws nothing new). The key changes after each close, so the
 * next opening shows a fresh, empty form, as when the form was unmounted on
 * close. The new form is drawn in a transition while the dialog is closed, so
 * closing stays quick; a dialog opened again before that has finished keeps
 * its form as it was. Opening the dialog starts the form's checks and the
 * spam challenge, as a first focus in a form on a page does.
 */
export function useFormSession(open: boolean): number {
  const [session, setSession] = useState(0);
  useEffect(() => {
    if (open) prepareValidation();
  }, [open]);
  const wasOpen = useRef(open);
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
    if (wasOpen.current && !open)
      startTransition(() => setSession((s) => (isOpen.current ? s : s + 1)));
    wasOpen.current = open;
  }, [open]);
  return session;
}
