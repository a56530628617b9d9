import { business } from "../../../content/business";
import type { AboutContent } from "../../../content/pages-schema";
import { ExternalLink } from "../ui/ExternalLink";

type Founder = Pick<typeof business.founder, "name" | "role" | "profileUrl" | "profileLabel"> & {
  photo: typeof business.founder.photo;
};

/** The founder's typographic profile beside the story, signed off by a quote; the headshot from
 * content/business.ts joins once there is one, with no stand-in until then (docs/product.md). */
export function FounderCard({
  content,
  founder = business.founder,
}: {
  content: AboutContent["founder"];
  founder?: Founder;
}) {
  const { photo } = founder;
  return (
    <section
      aria-labelledby="founder-heading"
      className="card founder-card render-later section [--later-height:62rem] lg:[--later-height:30rem]"
    >
      <div className="founder-profile">
        {photo && (
          <img
            className="founder-photo"
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <p className="eyebrow">{content.eyebrow}</p>
        <h2 id="founder-heading" className="founder-name">
          {content.heading}
        </h2>
        <p className="mt-2 text-fg-muted">{founder.role}</p>
        <dl className="founder-facts">
          <div>
            <dt>{content.foundedLabel}</dt>
            <dd>
              {business.founded.month} {business.founded.year}
            </dd>
          </div>
          <div>
            <dt>{content.basedInLabel}</dt>
            <dd>
              {business.address.locality}, {business.address.region}
            </dd>
          </div>
        </dl>
        <ExternalLink href={founder.profileUrl} className="text-link">
          {founder.name} on {founder.profileLabel}
        </ExternalLink>
      </div>
      <div className="prose-section founder-story">
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <figure className="pull-quote">
        <blockquote>
          <p>{content.pullQuote}</p>
        </blockquote>
        <figcaption>
          {founder.name}, {founder.role}
        </figcaption>
      </figure>
    </section>
  );
}
