import { memo } from "react";
import type { AboutContent } from "../../../content/pages-schema";
import { CallToAction, CtaBox } from "../ui/CallToAction";
import { FounderCard } from "./FounderCard";
import { Icon } from "../ui/Icon";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

export const AboutPage = memo(function AboutPage({ content }: { content: AboutContent }) {
  return (
    <div className="page-enter">
      <div className="container-site page pb-0!">
        <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} split />
      </div>
      <RestOfPage>
        <div className="container-site">
          {/* The story told once, each step under its date: across the page from 1024 px. */}
          <section aria-labelledby="story-heading" className="surface-paper band story">
            <h2 id="story-heading" className="section-heading">
              {content.story.heading}
            </h2>
            <ol className="timeline mt-8">
              {content.story.steps.map((step) => (
                <li key={step.when} className="measure">
                  <p className="timeline-when">{step.when}</p>
                  <p className="timeline-what">{step.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <FounderCard content={content.founder} />

          <section
            aria-labelledby="what-we-do-heading"
            className="render-later section [--later-height:90rem] lg:[--later-height:36rem]"
          >
            <h2 id="what-we-do-heading" className="section-heading">
              {content.whatWeDo.heading}
            </h2>
            {/* Every card the same width from 1024 px, icons, titles and texts on shared rows. */}
            <ul className="card-grid card-grid-3 aligned-cards mt-8">
              {content.whatWeDo.cards.map((card) => (
                <li key={card.title} className="card">
                  <span className="icon-tile">
                    <Icon name={card.icon} className="size-5" />
                  </span>
                  <h3 className="mt-5 text-h3 font-semibold">{card.title}</h3>
                  <p className="mt-2 max-w-measure text-fg-muted">{card.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="vision-heading"
            className="vision render-later section [--later-height:34rem] lg:[--later-height:16rem]"
          >
            <div className="prose-section">
              <h2 id="vision-heading">{content.vision.heading}</h2>
              {content.vision.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <div>
              <p id="vision-points-label" className="mb-4 text-small font-semibold text-accent-fg">
                {content.vision.pointsLabel}
              </p>
              <ul className="vision-points" aria-labelledby="vision-points-label">
                {content.vision.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </section>

          <CtaBox headingId="about-cta-heading" copy={content.cta}>
            <CallToAction primaryLabel={content.cta.primaryLabel} withReferral />
          </CtaBox>
        </div>
      </RestOfPage>
    </div>
  );
});
