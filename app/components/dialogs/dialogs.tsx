import type { ButtonHTMLAttributes } from "react";

// The HTML invoker commands (a button's `commandfor` and `command`) and a
// dialog's `closedby`: React passes unknown lowercase attributes through as
// written; this tells TypeScript.
declare module "react" {
  // The declaration merges with React's generic one.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
  // Light dismiss of a dialog (a click outside it, Escape) by the browser.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}

export type DialogName = "contact" | "referral";

/** The `id` of each site dialog's <dialog> element, which every page's HTML carries. */
export const dialogIds: Record<DialogName, string> = {
  contact: "site-dialog-contact",
  referral: "site-dialog-referral",
};

/** Whether the browser runs invoker commands itself (Chromium 135, Firefox 144, Safari 26.2): a
 * `command="show-modal"` button then opens its dialog without our script. */
export const browserRunsCommands = (): boolean =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/** Closes a <dialog> of the page by its `id` (nothing when it is not there or not open). */
export function closeDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

type CommandButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "command"> & {
  /** The `id` of the <dialog> this button opens or closes. */
  commandfor: string;
  command: "show-modal" | "close";
};

/** A button that opens or closes a <dialog>: the browser acts on `commandfor`/`command` before
 * the app starts; without invoker commands, the press handler does it once the app runs
 * (docs/decisions/0015). */
export function CommandButton({ commandfor, command, onClick, ...props }: CommandButtonProps) {
  return (
    <button
      type="button"
      {...props}
      commandfor={commandfor}
      command={command}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || browserRunsCommands()) return;
        const dialog = document.getElementById(commandfor);
        if (!(dialog instanceof HTMLDialogElement)) return;
        if (command === "close") dialog.close();
        else if (!dialog.open) dialog.showModal();
      }}
    />
  );
}

/** A button that opens one of the site's two dialogs. */
export function DialogButton({
  dialog,
  ...props
}: Omit<CommandButtonProps, "commandfor" | "command"> & { dialog: DialogName }) {
  return <CommandButton {...props} commandfor={dialogIds[dialog]} command="show-modal" />;
}
