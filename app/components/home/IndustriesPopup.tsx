import { useId } from "react";
import { SiteLink } from "../ui/SiteLink";
import type { HomeContent } from "../../../content/pages-schema";
import { closeDialog, CommandButton } from "../dialogs/dialogs";
import { Modal } from "../dialogs/Modal";
import { AfterFirstFrame } from "../layout/RestOfPage";

/** The popup's list: every industry set alike (`.industry-item`); one with a trade page links to
 * it (`links`) with an arrow, the others are plain text. */
export function IndustriesPopup({
  content,
  links,
}: {
  content: HomeContent["industries"];
  links: Record<string, string>;
}) {
  const id = useId();
  return (
    <>
      <CommandButton commandfor={id} command="show-modal" className="btn btn-quiet">
        {content.buttonLabel}
      </CommandButton>
      <Modal id={id} title={content.heading}>
        {/* Closed, it shows nothing: after a tap on a link its list is built a
            frame later (the dialog itself is there for the button at once). */}
        <AfterFirstFrame placeholder={null}>
          <p className="text-fg-muted">{content.intro}</p>
          <ul className="mt-6 grid border-t border-line sm:grid-cols-2 sm:gap-x-8">
            {content.items.map((name) => {
              const to = links[name];
              return (
                <li key={name} className="flex min-h-12 items-center border-b border-line">
                  {to ? (
                    <SiteLink
                      to={to}
                      className="industry-item link-arrow"
                      onClick={() => closeDialog(id)}
                    >
                      {name}
                    </SiteLink>
                  ) : (
                    <span className="industry-item">{name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </AfterFirstFrame>
      </Modal>
    </>
  );
}
