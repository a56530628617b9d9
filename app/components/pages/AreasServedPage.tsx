import { memo } from "react";
import { areaRegions, type RegionName } from "../../../content/places/area-regions";
import type { AreasServedContent } from "../../../content/pages-schema";
import type { AreaMapData } from "../../lib/places/area-map";
import { DialogButton } from "../dialogs/dialogs";
import { AreaMap } from "../ui/AreaMap";
import { CtaBox } from "../ui/CallToAction";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";
import { SiteLink } from "../ui/SiteLink";

export interface AreaCard {
  title: string;
  path: string;
  /** The place as a reader names it: "Roanoke". */
  place: string;
  /** Trade pages: the trade ("Construction"). */
  trade?: string;
  state: "WV" | "VA";
  /** Its group in the list (content/places/area-regions.ts). */
  region: RegionName;
}

/** One state: its regions, each a collapsible group of places (open to start), in the order of
 * `cards` (sorted by place in the route's loader). */
function StatePlaces({
  cards,
  state,
  heading,
  headingId,
}: {
  cards: AreaCard[];
  state: "WV" | "VA";
  heading: string;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <h2 id={headingId} className="text-h3 font-semibold">
        {heading}
      </h2>
      <div className="place-groups mt-3">
        {areaRegions
          .filter((r) => r.state === state)
          .map((region) => (
            <details key={region.name} className="place-group" open>
              <summary>{region.name}</summary>
              <ul className="place-list">
                {cards
                  .filter((c) => c.region === region.name)
                  .map((card) => (
                    <li key={card.path}>
                      {/* The visible place is in the link's name; the hidden words make it
                          descriptive. */}
                      <SiteLink to={card.path} aria-label={`Learn More about ${card.title}`}>
                        <span className="sr-only">Learn More about </span>
                        {card.place}
                      </SiteLink>
                      {card.trade && <span className="place-note">{card.trade}</span>}
                    </li>
                  ))}
              </ul>
            </details>
          ))}
      </div>
    </section>
  );
}

export const AreasServedPage = memo(function AreasServedPage({
  content,
  cards,
  map,
}: {
  content: AreasServedContent;
  cards: AreaCard[];
  map: AreaMapData;
}) {
  return (
    <div className="page-enter">
      <div className="container-site page">
        <PageHeader eyebrow="Areas Served" title={content.heading} lead={content.intro} split />
      </div>
      <RestOfPage>
        <div className="container-site">
          <div className="surface-paper band mt-12 areas-layout">
            <AreaMap map={map} />
            <div className="render-later [--later-height:99rem] sm:[--later-height:67rem]">
              <StatePlaces
                cards={cards}
                state="WV"
                heading={content.westVirginiaHeading}
                headingId="wv-heading"
              />
              <StatePlaces
                cards={cards}
                state="VA"
                heading={content.virginiaHeading}
                headingId="va-heading"
              />
            </div>
          </div>
          <CtaBox headingId="not-listed-heading" copy={content.notListed}>
            <DialogButton dialog="contact" className="btn btn-primary">
              {content.notListed.button}
            </DialogButton>
          </CtaBox>
        </div>
      </RestOfPage>
    </div>
  );
});
