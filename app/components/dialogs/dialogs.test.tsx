// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  browserRunsCommands,
  closeDialog,
  CommandButton,
  DialogButton,
  dialogIds,
} from "./dialogs";

// jsdom has <dialog> but neither invoker commands nor showModal(): the
// fallback path, as in a browser without invoker commands. showModal() is
// given its one visible effect here, the `open` attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(cleanup);

function Page() {
  return (
    <>
      <DialogButton dialog="contact">Contact Us</DialogButton>
      <dialog id={dialogIds.contact} aria-label="Contact">
        <CommandButton commandfor={dialogIds.contact} command="close">
          Close
        </CommandButton>
      </dialog>
    </>
  );
}

const dialog = () => document.getElementById(dialogIds.contact) as HTMLDialogElement;

describe("dialog buttons", () => {
  it("name their dialog in the HTML, for the browser to open it by itself", () => {
    render(<Page />);
    const open = screen.getByRole("button", { name: "Contact Us" });
    expect(open.getAttribute("commandfor")).toBe(dialogIds.contact);
    expect(open.getAttribute("command")).toBe("show-modal");
    expect(open.getAttribute("type")).toBe("button");
    const close = screen.getByText("Close");
    expect(close.getAttribute("command")).toBe("close");
  });

  it("open and close the dialog themselves where the browser has no invoker commands", () => {
    expect(browserRunsCommands()).toBe(false);
    render(<Page />);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Contact Us" })));
    expect(dialog().open).toBe(true);
    act(() => fireEvent.click(screen.getByText("Close")));
    expect(dialog().open).toBe(false);
  });

  it("run the caller's own press handler first, which may keep the dialog shut", () => {
    const presses: string[] = [];
    render(
      <>
        <DialogButton dialog="referral" onClick={() => presses.push("menu closed")}>
          Refer
        </DialogButton>
        <DialogButton dialog="contact" onClick={(e) => e.preventDefault()}>
          Not now
        </DialogButton>
        <dialog id={dialogIds.referral} />
        <dialog id={dialogIds.contact} />
      </>,
    );
    act(() => fireEvent.click(screen.getByText("Refer")));
    expect(presses).toEqual(["menu closed"]);
    expect((document.getElementById(dialogIds.referral) as HTMLDialogElement).open).toBe(true);
    act(() => fireEvent.click(screen.getByText("Not now")));
    expect(dialog().open).toBe(false);
  });

  it("closeDialog closes an open dialog and ignores a missing one", () => {
    render(<Page />);
    dialog().showModal();
    closeDialog(dialogIds.contact);
    expect(dialog().open).toBe(false);
    expect(() => closeDialog("no-such-dialog")).not.toThrow();
  });
});
