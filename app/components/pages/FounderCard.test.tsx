// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import about from "../../../content/about";
import { business } from "../../../content/business";
import { FounderCard } from "./FounderCard";

afterEach(cleanup);

const card = () => screen.getByRole("region", { name: about.founder.heading });

describe("FounderCard", () => {
  it("without a headshot, is a typographic profile anchored by a monogram of initials", () => {
    render(<FounderCard content={about.founder} founder={{ ...business.founder, photo: null }} />);
    const c = card();
    expect(c.querySelectorAll("img, svg")).toHaveLength(0);
    // The one decorative mark is the founder's initials, in letters.
    const marks = c.querySelectorAll("[aria-hidden='true']");
    expect([...marks].map((m) => m.textContent)).toEqual(["JE"]);
    expect(within(c).getByText(business.founder.role)).toBeTruthy();
    // What the founder does, not the founding date the page already gives.
    for (const f of about.founder.facts) expect(within(c).getByText(f.value)).toBeTruthy();
    expect(c.textContent).not.toContain(`${business.founded.month} ${business.founded.year}`);
    const quote = c.querySelector("figure blockquote");
    expect(quote?.textContent).toBe(about.founder.pullQuote);
    expect(c.querySelector("figure figcaption")?.textContent).toContain(business.founder.name);
    const book = within(c).getByRole("link", { name: /Book a call/ });
    expect(book.getAttribute("href")).toBe(business.bookingUrl);
    expect(book.getAttribute("target")).toBe("_blank");
    expect(
      within(c)
        .getByRole("link", { name: new RegExp(`${business.founder.name} on LinkedIn`) })
        .getAttribute("href"),
    ).toBe(business.founder.profileUrl);
  });

  it("with a headshot set, shows it as an image with its size and alt text", () => {
    const photo = { src: "/images/founder.jpg", alt: "Jordan Ellis", width: 480, height: 600 };
    render(<FounderCard content={about.founder} founder={{ ...business.founder, photo }} />);
    const img = within(card()).getByRole("img", { name: "Jordan Ellis" });
    expect(card().querySelector(".founder-monogram")).toBeNull();
    expect(img.getAttribute("src")).toBe(photo.src);
    expect(img.getAttribute("width")).toBe("480");
    expect(img.getAttribute("height")).toBe("600");
  });
});
