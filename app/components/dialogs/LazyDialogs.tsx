import { lazy, Suspense, useState } from "react";
import { useDialogs, type DialogName } from "./dialogs";

// The two site dialogs (and their Modal) load the first time one is opened:
// most visits never open one, so no page pays for them at start. Once loaded a
// dialog stays mounted, closed, like any other.
const ContactDialog = lazy(() =>
  import("./ContactDialog").then((m) => ({ default: m.ContactDialog })),
);
const ReferralDialog = lazy(() =>
  import("./ReferralDialog").then((m) => ({ default: m.ReferralDialog })),
);

export function LazyDialogs() {
  const { open } = useDialogs();
  const [opened, setOpened] = useState<readonly DialogName[]>([]);
  // Derived during render (React's pattern for state that follows a prop), so the
  // chunk starts loading in the same render that asked for the dialog.
  if (open && !opened.includes(open)) setOpened([...opened, open]);
  return (
    <>
      {opened.includes("contact") && (
        <Suspense fallback={null}>
          <ContactDialog />
        </Suspense>
      )}
      {opened.includes("referral") && (
        <Suspense fallback={null}>
          <ReferralDialog />
        </Suspense>
      )}
    </>
  );
}
