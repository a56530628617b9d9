import { memo } from "react";
import { business } from "../../../content/business";
import type { AboutContent } from "../../../content/pages-schema";
import { ExternalLink } from "../ui/ExternalLink";
import { CallToAction } from "../ui/CallToAction";
import { Icon } from "../ui/Icon";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

export const AboutPage = memo(function AboutPage({ content }: { content: AboutContent }) {
  return (
    <div className="page-enter">
      <div className="container-site page pb-0!">
        <PageHeader eyebrow="About Us" title={content.heading} lead={content.lead} split />
      </div>
      <RestOfPage>
        <div className="container-site">
          <div className="surface-paper band with-aside">
            <section aria-labelledby="story-heading" className="prose-section">
              <h2 id="story-heading">{content.story.heading}</h2>
              {content.story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
            <aside aria-label="Our history" className="sticky-aside">
              <ol className="timeline">
                {content.timeline.map((step) => (
                  <li key={step.when}>
                    <p className="timeline-when">{step.when}</p>
                    <p className="timeline-what">{step.what}</p>
                  </li>
                ))}
              </ol>
            </aside>
          </div>

          {/* A profile card: the founder's photo, or a designed placeholder until there is one. */}
          <section
            aria-labelledby="founder-heading"
            className="card render-later section grid gap-8 [--later-height:52rem] md:grid-cols-[14rem_minmax(0,1fr)] md:gap-12 md:[--later-height:30rem] lg:p-10"
          >
            <div className="flex flex-row items-center gap-5 md:flex-col md:items-start md:border-r md:border-line md:pr-8">
              <Portrait />
              <div>
                <p className="font-semibold text-fg-strong">{business.founder.name}</p>
                <p className="text-small text-fg-muted">{business.founder.role}</p>
                <p className="mt-2 text-small text-fg-muted">
                  {business.address.locality}, {business.address.region}
                </p>
              </div>
            </div>
            <div className="prose-section">
              <h2 id="founder-heading">{content.founder.heading}</h2>
              {content.founder.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <p>
                <ExternalLink href={business.founder.profileUrl} className="text-link">
                  {business.founder.name} on {business.founder.profileLabel}
                </ExternalLink>
              </p>
            </div>
          </section>

          <section
            aria-labelledby="what-we-do-heading"
            className="render-later section [--later-height:90rem] lg:[--later-height:36rem]"
          >
            <h2 id="what-we-do-heading" className="section-heading">
              {content.whatWeDo.heading}
            </h2>
            <ul className="card-grid card-grid-3 mt-8">
              {content.whatWeDo.cards.map((card) => (
                <li key={card.title} className="card">
                  <span className="icon-tile">
                    <Icon name={card.icon} className="size-5" />
                  </span>
                  <h3 className="mt-5 text-h3 font-semibold">{card.title}</h3>
                  <p className="mt-2 text-fg-muted">{card.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="vision-heading"
            className="prose-section render-later section [--later-height:21rem] lg:[--later-height:12rem]"
          >
            <h2 id="vision-heading">{content.vision.heading}</h2>
            {content.vision.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>

          <section
            aria-labelledby="about-cta-heading"
            className="cta-box cta-centred render-later section"
          >
            <h2 id="about-cta-heading" className="text-h2 font-semibold">
              {content.cta.heading}
            </h2>
            <p className="measure mt-3 mb-7 text-fg-muted">{content.cta.text}</p>
            <CallToAction primaryLabel="Contact Our Team" withReferral />
          </section>
        </div>
      </RestOfPage>
    </div>
  );
});

/** The headshot from content/business.ts, or initials over a quiet bust until one is added. */
function Portrait() {
  const photo = business.founder.photo;
  return (
    <div className="portrait">
      {photo ? (
        <img src={photo.src} alt={photo.alt} width={480} height={600} loading="lazy" />
      ) : (
        <div className="portrait-placeholder" aria-hidden="true">
          <svg viewBox="0 0 100 70" fill="currentColor">
            <circle cx="50" cy="22" r="17" />
            <path d="M12 70c2-22 18-32 38-32s36 10 38 32z" />
          </svg>
          {business.founder.name.replace(/[^A-Z]/g, "")}
        </div>
      )}
    </div>
  );
}
