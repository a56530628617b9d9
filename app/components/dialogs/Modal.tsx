import { X } from "../ui/icons";
import { useId, type ReactNode } from "react";
import { CommandButton } from "./dialogs";

interface ModalProps {
  /** The <dialog> element's id, which the buttons that open it name (`commandfor`). */
  id: string;
  title: string;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A native <dialog>, part of every page's prerendered HTML and opened by the
 * browser as a modal (top layer, inert page behind; Escape and focus return
 * come from the platform). Whether it is open is the element's own state,
 * never React's: the buttons that open and close it are invoker commands
 * (CommandButton), which work before the app has started (docs/decisions/0015).
 * A click on the backdrop closes it (`closedby="any"`, and the click handler
 * where the browser lacks it); a click inside does not (the dialog element
 * itself has no padding, so only the backdrop area targets it).
 */
export function Modal({ id, title, children, closeLabel = "Close dialog" }: ModalProps) {
  const titleId = useId();
  return (
    // The backdrop click is a mouse convenience; Escape and the close button serve the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      aria-labelledby={titleId}
      className="modal"
      closedby="any"
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      {/* Title and close stay put; the body scrolls (a full-height sheet on phones). */}
      <div className="modal-head">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <CommandButton
          commandfor={id}
          command="close"
          className="icon-button"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </CommandButton>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
