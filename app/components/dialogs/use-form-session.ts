import { startTransition, useEffect, useState } from "react";
import { prepareValidation } from "../../lib/load-validation";
import { dialogIds, type DialogName } from "./dialogs";

/**
 * A key for a dialog's form, which stays mounted while the dialog is closed.
 * The key changes after each close, so the next opening shows a fresh, empty
 * form. The new form is drawn in a transition while the dialog is closed, so
 * closing stays quick; a dialog opened again before that has finished keeps
 * its form as it was.
 *
 * Opening the dialog starts the form's checks and the spam challenge, as a
 * first focus in a form on a page does, in a task after the press: the
 * opening frame waits for none of it. Whether the dialog is open is read from
 * the element (the browser opens it, docs/decisions/0015), also when it was
 * opened before the app started.
 */
export function useFormSession(name: DialogName): number {
  const [session, setSession] = useState(0);
  useEffect(() => {
    const dialog = document.getElementById(dialogIds[name]);
    if (!(dialog instanceof HTMLDialogElement)) return;
    let wasOpen = dialog.open;
    if (wasOpen) prepareValidation();
    const observer = new MutationObserver(() => {
      if (dialog.open === wasOpen) return;
      wasOpen = dialog.open;
      if (dialog.open) setTimeout(prepareValidation, 0);
      else startTransition(() => setSession((s) => (dialog.open ? s : s + 1)));
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [name]);
  return session;
}
