import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export type DialogName = "contact" | "referral";

interface Dialogs {
  open: DialogName | null;
  openContact: () => void;
  openReferral: () => void;
  close: () => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

/** Any component can open the site's two dialogs: `useDialogs().openContact()`. */
export function useDialogs(): Dialogs {
  const value = useContext(DialogsContext);
  if (!value) throw new Error("useDialogs must be used inside <DialogsProvider>");
  return value;
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const value = useMemo<Dialogs>(
    () => ({
      open,
      openContact: () => setOpen("contact"),
      openReferral: () => setOpen("referral"),
      close: () => setOpen(null),
    }),
    [open],
  );
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}
