import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { AreasServedContent } from "../../../content/pages-schema";
import { useDialogs } from "../dialogs/dialogs";
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
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="section-heading">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, i) => (
          // The first few cards are on the first screen; the rest render when near.
          <li
            key={card.path}
            className={`card flex flex-col ${i >= 2 ? "render-later [--later-height:16rem]" : ""}`}
          >
            <p className="flex items-center gap-1 text-sm text-sky-300">
              <MapPin aria-hidden="true" className="size-4" /> {card.location}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-white">{card.title}</h3>
            <p className="mt-2 flex-1 text-slate-300">{card.description}</p>
            {/* Hidden words make the link's own text descriptive for search engines and screen readers. */}
            <Link to={card.path} className="text-link mt-4">
              Learn More<span className="sr-only"> about {card.title}</span>
            </Link>
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
  const { openContact } = useDialogs();
  return (
    <div className="page-enter mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeader eyebrow="Areas Served" title={content.heading} lead={content.intro} />
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
      <section aria-labelledby="not-listed-heading" className="cta-box render-later mt-16">
        <h2 id="not-listed-heading" className="text-2xl font-bold text-white">
          {content.notListed.heading}
        </h2>
        <p className="mt-3 mb-6 text-slate-300">{content.notListed.text}</p>
        <button type="button" className="btn btn-primary" onClick={openContact}>
          {content.notListed.button}
        </button>
      </section>
    </div>
  );
}
