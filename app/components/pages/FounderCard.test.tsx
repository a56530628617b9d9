// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import about from "../../../content/about";
import { business } from "../../../content/business";
import { FounderCard } from "./FounderCard";

afterEach(cleanup);

const card = () => screen.getByRole("region", { name: about.founder.heading });

describe("FounderCard", () => {
  it("without a headshot, is a typographic profile with nothing drawn in a person's place", () => {
    render(<FounderCard content={about.founder} founder={{ ...business.founder, photo: null }} />);
    const c = card();
    expect(c.querySelectorAll("img, svg, [aria-hidden='true']")).toHaveLength(0);
    expect(within(c).getByText(business.founder.role)).toBeTruthy();
    expect(within(c).getByText(`${business.founded.month} ${business.founded.year}`)).toBeTruthy();
    expect(
      within(c).getByText(`${business.address.locality}, ${business.address.region}`),
    ).toBeTruthy();
    const quote = c.querySelector("figure blockquote");
    expect(quote?.textContent).toBe(about.founder.pullQuote);
    expect(c.querySelector("figure figcaption")?.textContent).toContain(business.founder.name);
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
    expect(img.getAttribute("src")).toBe(photo.src);
    expect(img.getAttribute("width")).toBe("480");
    expect(img.getAttribute("height")).toBe("600");
  });
});
