import { business } from "../../../content/business";
import type { AboutContent } from "../../../content/pages-schema";
import { ExternalLink } from "../ui/ExternalLink";
import { CallToAction } from "../ui/CallToAction";
import { Icon } from "../ui/Icon";
import { PageHeader } from "../ui/PageHeader";

export function AboutPage({ content }: { content: AboutContent }) {
  return (
    <div className="page-enter container-site page">
      <PageHeader eyebrow="About Us" title={content.heading} lead={content.lead} split />

      <section aria-labelledby="story-heading" className="prose-section">
        <h2 id="story-heading">{content.story.heading}</h2>
        {content.story.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      {/* A profile card: no photo, so the name, role and facts carry it. */}
      <section
        aria-labelledby="founder-heading"
        className="card render-later section grid gap-8 [--later-height:52rem] md:grid-cols-[14rem_minmax(0,1fr)] md:gap-12 md:[--later-height:30rem] lg:p-10"
      >
        <div className="flex flex-row items-center gap-5 md:flex-col md:items-start md:border-r md:border-line md:pr-8">
          <div aria-hidden="true" className="monogram">
            {business.founder.initials}
          </div>
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

      <section aria-labelledby="about-cta-heading" className="cta-box render-later section">
        <h2 id="about-cta-heading" className="text-h2 font-semibold">
          {content.cta.heading}
        </h2>
        <p className="measure mt-3 mb-7 text-fg-muted">{content.cta.text}</p>
        <CallToAction primaryLabel="Contact Our Team" withReferral />
      </section>
    </div>
  );
}
