import { MapPin } from "../ui/icons";
import { Link } from "react-router";
import { usePrefetch } from "../../lib/prefetch";
import type { AreasServedContent } from "../../../content/pages-schema";
import { DialogButton } from "../dialogs/dialogs";
import { PageHeader } from "../ui/PageHeader";

export interface AreaCard {
  title: string;
  path: string;
  description: string;
  location: string;
  state: "WV" | "VA";
}

function CardList({
  cards,
  headingId,
  heading,
}: {
  cards: AreaCard[];
  headingId: string;
  heading: string;
}) {
  // Each card's page as the card comes into view (the landing pages share one module).
  const prefetch = usePrefetch("viewport");
  return (
    <section aria-labelledby={headingId} className="mt-14 first-of-type:mt-0">
      <h2 id={headingId} className="section-heading">
        {heading}
      </h2>
      <ul className="card-grid card-grid-3 mt-8">
        {cards.map((card, i) => (
          // The first few cards are on the first screen; the rest render when near.
          <li
            key={card.path}
            className={`card card-stack ${i >= 2 ? "render-later [--later-height:15rem]" : ""}`}
          >
            <p className="flex items-center gap-1.5 text-small text-accent-fg">
              <MapPin aria-hidden="true" className="size-4" /> {card.location}
            </p>
            <h3 className="mt-2 text-h3 font-semibold">{card.title}</h3>
            <p className="mt-2 text-fg-muted">{card.description}</p>
            {/* Hidden words make the link's own text descriptive for search engines and screen readers. */}
            <p className="card-action">
              <Link to={card.path} className="text-link" prefetch={prefetch}>
                Learn More<span className="sr-only"> about {card.title}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AreasServedPage({
  content,
  cards,
}: {
  content: AreasServedContent;
  cards: AreaCard[];
}) {
  return (
    <div className="page-enter container-site page">
      <PageHeader eyebrow="Areas Served" title={content.heading} lead={content.intro} split />
      <CardList
        headingId="wv-heading"
        heading={content.westVirginiaHeading}
        cards={cards.filter((c) => c.state === "WV")}
      />
      <CardList
        headingId="va-heading"
        heading={content.virginiaHeading}
        cards={cards.filter((c) => c.state === "VA")}
      />
      <section aria-labelledby="not-listed-heading" className="cta-box render-later section">
        <h2 id="not-listed-heading" className="text-h2 font-semibold">
          {content.notListed.heading}
        </h2>
        <p className="measure mt-3 mb-7 text-fg-muted">{content.notListed.text}</p>
        <DialogButton dialog="contact" className="btn btn-primary">
          {content.notListed.button}
        </DialogButton>
      </section>
    </div>
  );
}
