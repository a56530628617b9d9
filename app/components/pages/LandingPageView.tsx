import { memo } from "react";
import { Check } from "../ui/CheckIcon";
import { MapPin } from "../ui/icons";
import { SiteLink } from "../ui/SiteLink";
import { landingPageCopy as copy } from "../../../content/landing-page-view";
import type { LandingPageCopy } from "../../../content/landing-legal-schema";
import type { AreaMapData } from "../../lib/places/area-map";
import type { RelatedSearch } from "../../lib/places/related-searches";
import { AreaMap } from "../ui/AreaMap";
import { CallToAction, CtaBox } from "../ui/CallToAction";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

export const LandingPageView = memo(function LandingPageView({
  page,
  map,
  related,
}: {
  page: LandingPageCopy;
  map: AreaMapData;
  related: RelatedSearch[];
}) {
  return (
    <article className="page-enter container-site page">
      <PageHeader
        eyebrow={
          <>
            <MapPin aria-hidden="true" className="size-4" />
            {page.city}, {page.state}
          </>
        }
        title={page.heading}
        lead={page.intro}
        split
      >
        {/* The way to get in touch, on the first screen of a phone too. */}
        <CallToAction />
      </PageHeader>

      <RestOfPage>
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="section-heading">
            {copy.servicesHeadingBefore}
            {page.city}
          </h2>
          <ul aria-label={copy.servicesLabel} className="card-grid mt-8">
            {page.services.map((s, i) => (
              // Cards below the first two are off the first screen of a phone
              // (docs/decisions/0006).
              <li
                key={s.title}
                className={`card ${i >= 2 ? "render-later [--later-height:10rem] sm:[--later-height:11rem]" : ""}`}
              >
                <h3 className="flex items-start gap-3 text-h3 font-semibold">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                  {s.title}
                </h3>
                <p className="mt-2 text-fg-muted md:pl-8">{s.description}</p>
              </li>
            ))}
          </ul>
        </section>

        {/* The local market beside the map of the area served, on paper. */}
        <div className="surface-paper band with-aside with-aside-map section">
          <section
            aria-labelledby="market-heading"
            className="prose-section render-later [--later-height:54rem] lg:[--later-height:40rem]"
          >
            <h2 id="market-heading">{page.localMarket.heading}</h2>
            {page.localMarket.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
          <div className="sticky-aside">
            <AreaMap map={map} current={page.slug} afterStart />
          </div>
        </div>

        <div className="render-later section grid gap-10 [--later-height:41rem] sm:grid-cols-2 lg:[--later-height:19rem]">
          <section aria-labelledby="industries-heading">
            <h2 id="industries-heading" className="text-h3 font-semibold">
              {copy.industriesHeading}
            </h2>
            <ul
              aria-label={copy.industriesLabel}
              className="bullet-list mt-4 gap-x-8 lg:grid-cols-2"
            >
              {page.industries.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="areas-heading">
            <h2 id="areas-heading" className="text-h3 font-semibold">
              {copy.areasHeading}
            </h2>
            <ul aria-label={copy.areasLabel} className="bullet-list mt-4 gap-x-8 lg:grid-cols-2">
              {page.serviceAreas.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </section>
        </div>

        <CtaBox headingId="cta-heading" copy={page.cta}>
          <CallToAction />
        </CtaBox>

        {related.length > 0 && (
          // The spec's keyword list, as a quiet footnote of related searches: a link wherever a
          // page exists.
          <section aria-labelledby="related-heading" className="related-footnote">
            <h2 id="related-heading">{copy.relatedHeading}</h2>
            <ul className="inline-list related-list">
              {related.map((r) => (
                <li key={r.text}>{r.to ? <SiteLink to={r.to}>{r.text}</SiteLink> : r.text}</li>
              ))}
            </ul>
          </section>
        )}
      </RestOfPage>
    </article>
  );
});
