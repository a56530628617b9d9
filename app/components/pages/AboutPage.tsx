import { business } from "../../../content/business";
import type { AboutContent } from "../../../content/pages-schema";
import { ExternalLink } from "../ui/ExternalLink";
import { CallToAction } from "../ui/CallToAction";
import { Icon } from "../ui/Icon";
import { PageHeader } from "../ui/PageHeader";

export function AboutPage({ content }: { content: AboutContent }) {
  return (
    <div className="page-enter mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeader eyebrow="About Us" title={content.heading} lead={content.lead} />

      <section aria-labelledby="story-heading" className="prose-section">
        <h2 id="story-heading">{content.story.heading}</h2>
        {content.story.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      <section
        aria-labelledby="founder-heading"
        className="card render-later mt-12 flex flex-col gap-6 [--later-height:49rem] sm:flex-row sm:[--later-height:30rem] lg:[--later-height:21rem]"
      >
        <div aria-hidden="true" className="monogram">
          {business.founder.initials}
        </div>
        <div className="prose-section">
          <h2 id="founder-heading">{content.founder.heading}</h2>
          <p className="-mt-2 font-semibold text-sky-300">
            {business.founder.name}, {business.founder.role}
          </p>
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
        className="render-later mt-16 [--later-height:90rem] lg:[--later-height:42rem]"
      >
        <h2 id="what-we-do-heading" className="section-heading">
          {content.whatWeDo.heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.whatWeDo.cards.map((card) => (
            <li key={card.title} className="card">
              <Icon name={card.icon} className="size-8 text-sky-300" />
              <h3 className="mt-4 text-xl font-semibold text-white">{card.title}</h3>
              <p className="mt-2 text-slate-300">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="vision-heading"
        className="prose-section render-later mt-16 [--later-height:21rem] lg:[--later-height:12rem]"
      >
        <h2 id="vision-heading">{content.vision.heading}</h2>
        {content.vision.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      <section aria-labelledby="about-cta-heading" className="cta-box render-later mt-16">
        <h2 id="about-cta-heading" className="text-2xl font-bold text-white">
          {content.cta.heading}
        </h2>
        <p className="mt-3 mb-6 text-slate-300">{content.cta.text}</p>
        <CallToAction primaryLabel="Contact Our Team" withReferral />
      </section>
    </div>
  );
}
