import { startTransition, useEffect, useState } from "react";
import { prepareValidation } from "../../lib/forms/load-validation";
import { dialogIds, type DialogName } from "./dialogs";

/** A key for a dialog's always-mounted form that changes after each close (the fresh form drawn
 * in a transition), and opening starts the form's checks and spam challenge in a task after the
 * press. Open state is read from the element (docs/decisions/0015). */
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
