// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/browser/match-media";
import { useFollowLinks } from "../../lib/navigation/follow-links";
import { business, mailtoHref, telHref } from "../../../content/business";
import { ContactLines, Footer, FOOTER_SCROLL_DELAY_MS } from "./Footer";

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.useRealTimers());

/** The footer as the site shows it, with the page's one listener for links (SiteShell). */
function FooterInPage() {
  useFollowLinks();
  return <Footer />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", Component: FooterInPage }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("Footer's quick links", () => {
  it("are followed in the page, then scroll to the top after 100 ms (spec)", async () => {
    const router = renderAt("/about");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Services" }), { button: 0 });
    });
    expect(router.state.location.pathname).toBe("/services");
    act(() => vi.advanceTimersByTime(FOOTER_SCROLL_DELAY_MS - 1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("opened in a new tab, leave the page where it is", async () => {
    const router = renderAt("/about");
    let cancelled = false;
    await act(async () => {
      cancelled = !fireEvent.click(screen.getByRole("link", { name: "Services" }), {
        button: 0,
        ctrlKey: true,
      });
    });
    expect(cancelled).toBe(false);
    expect(router.state.location.pathname).toBe("/about");
    act(() => vi.advanceTimersByTime(FOOTER_SCROLL_DELAY_MS * 5));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe("ContactLines (footer and Contact page)", () => {
  const town = `${business.address.locality}, ${business.address.regionName}`;

  it.each([false, true])("link the phone and the email and name the town (card: %s)", (card) => {
    render(<ContactLines className="text-small" card={card} />);
    const phone = screen.getByRole("link", { name: business.phone.display });
    expect(phone.getAttribute("href")).toBe(telHref);
    expect(screen.getByRole("link", { name: business.email }).getAttribute("href")).toBe(
      mailtoHref(),
    );
    expect(screen.getByText(town, { normalizer: (t) => t.trim() })).toBeTruthy();
  });

  it("mute the town in the footer and draw the icons in brass on the card", () => {
    const townIn = (card: boolean) => {
      cleanup();
      render(<ContactLines className="text-small" card={card} />);
      const li = screen.getByText(town, { normalizer: (t) => t.trim() });
      return { muted: li.classList.contains("text-fg-muted"), icon: li.querySelector("svg") };
    };
    const footer = townIn(false);
    expect(footer.muted).toBe(true);
    expect(footer.icon?.classList.contains("text-accent")).toBe(false);
    const card = townIn(true);
    expect(card.muted).toBe(false);
    expect(card.icon?.classList.contains("text-accent")).toBe(true);
  });
});
