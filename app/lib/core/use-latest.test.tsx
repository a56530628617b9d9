// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { memo, useCallback, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useLatest } from "./use-latest";

afterEach(cleanup);

let buttonRenders = 0;
const Button = memo(function Button({ onPress }: { onPress: () => void }) {
  buttonRenders++;
  return (
    <button type="button" onClick={onPress}>
      Report
    </button>
  );
});

/** A text box and a memoised button whose one handler reports the text typed last. */
function Reporter({ onReport }: { onReport: (text: string) => void }) {
  const [text, setText] = useState("");
  const textRef = useLatest(text);
  const report = useCallback(() => onReport(textRef.current), [textRef, onReport]);
  return (
    <>
      <input aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      <Button onPress={report} />
    </>
  );
}

describe("useLatest", () => {
  it("gives a stable handler the value of the last committed render", () => {
    buttonRenders = 0;
    const reports: string[] = [];
    const onReport = (text: string) => reports.push(text);
    render(<Reporter onReport={onReport} />);
    fireEvent.click(screen.getByRole("button", { name: "Report" }));
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "first" } });
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "second" } });
    fireEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(reports).toEqual(["", "second"]);
    // The handler stayed the same function, so the memoised button was drawn once.
    expect(buttonRenders).toBe(1);
  });

  it("keeps one ref across renders", () => {
    const refs = new Set<unknown>();
    function Probe({ n }: { n: number }) {
      refs.add(useLatest(n));
      return null;
    }
    const { rerender } = render(<Probe n={1} />);
    rerender(<Probe n={2} />);
    expect(refs.size).toBe(1);
  });
});
