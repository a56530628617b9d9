import { useEffect, useRef, useState, memo } from "react";
import { SiteLink } from "../ui/SiteLink";
import type { HomeContent, Testimonial } from "../../../content/pages-schema";
import { DialogButton } from "../dialogs/dialogs";
import { HeroIllustration } from "./HeroIllustration";
import { IndustriesPopup } from "./IndustriesPopup";
import { ServiceAccordion } from "./ServiceAccordion";
import { SideLinks } from "./SideLinks";
import { Ticker } from "./Ticker";
import { svgIcon } from "../ui/icons";
import { TrustBands } from "./TrustBands";
import { TypingBrand } from "./TypingBrand";
import { business, telHref } from "../../../content/business";
import { AfterFirstFrame, RestOfPage } from "../layout/RestOfPage";
import { PAGE_INTRO_ID } from "../../lib/core/page-intro";

/** Lucide's "quote". */
const Quote = /* @__PURE__ */ svgIcon(
  '<path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"/><path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"/>',
);

/** The side links occupy 104 to ~430 px from the top; they show only while the hero reaches
 * below that band, so the ticker never passes under them. */
const SIDE_LINKS_BAND_PX = 440;

/** Checkable facts from content/business.ts (via the loader); a value's parts never break
 * inside. */
function Facts({ facts }: { facts: { label: string; value: string[] }[] }) {
  return (
    <dl className="facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value.map((part, i) => [i > 0 && ", ", <span key={part}>{part}</span>])}</dd>
        </div>
      ))}
    </dl>
  );
}

export const HomePage = memo(function HomePage({
  content,
  testimonials,
  industryLinks,
  facts,
  protection,
}: {
  content: HomeContent;
  protection: Parameters<typeof TrustBands>[0]["protection"];
  testimonials: Testimonial[];
  industryLinks: Record<string, string>;
  facts: { label: string; value: string[] }[];
}) {
  const heroRef = useRef<HTMLElement>(null);
  const [heroVisible, setHeroVisible] = useState(true);

  useEffect(() => {
    const hero = heroRef.current;
    if (!hero) return;
    const observer = new IntersectionObserver(
      ([entry]) => setHeroVisible(entry?.isIntersecting ?? true),
      { rootMargin: `-${SIDE_LINKS_BAND_PX}px 0px 0px 0px` },
    );
    observer.observe(hero);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <section ref={heroRef} id={PAGE_INTRO_ID} aria-labelledby="hero-heading" className="hero">
        <div className="container-site hero-grid">
          <div>
            <TypingBrand />
            <h1 id="hero-heading" className="text-display font-semibold">
              {content.hero.heading}
            </h1>
            <p className="mt-6 max-w-[36rem] text-lead text-fg">{content.hero.lead}</p>
            <div className="hero-actions">
              <DialogButton dialog="contact" className="btn btn-primary">
                {content.hero.primaryCta}
              </DialogButton>
              <SiteLink to="/services" className="btn btn-secondary">
                {content.hero.secondaryCta}
              </SiteLink>
              <IndustriesPopup content={content.industries} links={industryLinks} />
            </div>
          </div>
          {/* Three quarters of the hero's elements, and decorative: after a tap on a
              link it follows the heading by a frame, in a space of its height. */}
          <AfterFirstFrame placeholder={<div className="illustration illustration-pending" />}>
            <HeroIllustration
              projects={content.sampleProjects}
              status={content.sampleStatus}
              version={content.sampleVersion}
              desk={content.sampleDesk}
            />
          </AfterFirstFrame>
        </div>
      </section>
      {/* Fixed in the margin beside the hero, half of its first elements: after a tap on a link
          they follow the heading by a frame. */}
      <AfterFirstFrame placeholder={null}>
        <SideLinks visible={heroVisible} />
      </AfterFirstFrame>

      <RestOfPage>
        <div className="container-site">
          <Facts facts={facts} />
        </div>
        {/* The one ticker: full width, its edges fading out. */}
        <div className="ticker-band mt-4 sm:mt-10">
          <Ticker message={content.ticker.message} />
        </div>

        <section
          aria-labelledby="services-heading"
          className="container-site section services-grid"
        >
          {/* In view beside the accordion while it scrolls by (sticky from 1280 px). */}
          <div className="services-intro">
            <p className="eyebrow">Services</p>
            <h2 id="services-heading" className="section-heading">
              {content.services.heading}
            </h2>
            <p className="section-intro">{content.services.intro}</p>
          </div>
          <ServiceAccordion groups={content.services.groups} />
        </section>

        <TrustBands trust={content.trust} protection={protection} />

        <section
          id="projects"
          aria-labelledby="projects-heading"
          className="render-later surface-paper band band-full section [--later-height:118rem] lg:[--later-height:50rem]"
        >
          <div className="container-site">
            <p className="eyebrow">{content.caseStudies.eyebrow}</p>
            <h2 id="projects-heading" className="section-heading">
              {content.caseStudies.heading}
            </h2>
            <p className="section-intro mb-10">{content.caseStudies.intro}</p>
            <ul className="quote-grid">
              {testimonials.map((t) => (
                <li key={t.name} className="card">
                  <Quote aria-hidden="true" className="size-6 text-accent" />
                  <figure className="contents">
                    <blockquote className="mt-4 text-fg">
                      <p>{t.quote}</p>
                    </blockquote>
                    {/* A role shows only when the owner has set one for a real client. */}
                    <figcaption className="pt-6">
                      <span className="block font-semibold text-fg-strong">{t.name}</span>
                      {t.role && <span className="block text-small text-fg-muted">{t.role}</span>}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="closing-heading"
          className="render-later container-site section [--later-height:34rem] lg:[--later-height:22rem]"
        >
          <div className="closing-panel">
            <div>
              <h2 id="closing-heading" className="section-heading">
                {content.closing.heading}
              </h2>
              <p className="mt-4 max-w-[36rem] text-lead text-fg">{content.closing.text}</p>
              <p className="mt-8 flex flex-wrap gap-3">
                <DialogButton dialog="contact" className="btn btn-primary">
                  {content.closing.button}
                </DialogButton>
                <a href={telHref} className="btn btn-secondary">
                  Call {business.phone.display}
                </a>
              </p>
            </div>
            <ul className="bullet-list">
              {content.closing.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </section>
      </RestOfPage>
    </>
  );
});
