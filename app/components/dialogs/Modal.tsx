import { X } from "../ui/icons";
import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A native <dialog> shown with showModal(): top layer, inert page behind, Escape
 * and focus return come from the platform. A click on the backdrop closes it;
 * a click inside does not (the dialog element itself has no padding, so only the
 * backdrop area targets it).
 */
export function Modal({ open, onClose, title, children, closeLabel = "Close dialog" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The backdrop click is a mouse convenience; Escape and the close button serve the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="modal"
      // Escape: React closes the dialog through `open`, so a quick reopen is never lost
      // to a late native "close" event.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={(e) => {
        if (!e.currentTarget.open) onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {/* Title and close stay put; the body scrolls (a full-height sheet on phones). */}
      <div className="modal-head">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="icon-button" aria-label={closeLabel}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
