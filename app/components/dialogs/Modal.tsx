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

/** A native modal <dialog> in every page's HTML; its open state is the element's, opened and
 * closed by invoker commands that work before the app starts (docs/decisions/0015). A backdrop
 * click closes it (`closedby="any"`, or the click handler); a click inside does not. */
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
