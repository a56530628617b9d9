import { business } from "../../../content/business";
import type { AboutContent } from "../../../content/pages-schema";
import { ExternalLink } from "../ui/ExternalLink";
import { Monogram } from "../ui/Monogram";

type Founder = Pick<typeof business.founder, "name" | "role" | "profileUrl" | "profileLabel"> & {
  photo: typeof business.founder.photo;
};

/** The founder's profile: name, role and actions across the top, the story beside what the
 * founder does, signed off by a quote said only there. The monogram anchors it until
 * content/business.ts has a headshot (docs/product.md). */
export function FounderCard({
  content,
  founder = business.founder,
  bookingUrl = business.bookingUrl,
}: {
  content: AboutContent["founder"];
  founder?: Founder;
  bookingUrl?: string;
}) {
  const { photo } = founder;
  return (
    <section
      aria-labelledby="founder-heading"
      className="card founder-card render-later section [--later-height:66rem] lg:[--later-height:32rem]"
    >
      <div className="founder-head">
        {photo ? (
          <img
            className="founder-photo"
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Monogram name={founder.name} className="founder-monogram" />
        )}
        <div className="flex-1">
          <h2 id="founder-heading" className="section-heading">
            {content.heading}
          </h2>
          <p className="mt-1 text-fg-muted">{founder.role}</p>
        </div>
        <p className="founder-actions">
          <ExternalLink href={bookingUrl} className="btn btn-primary">
            {content.bookCall}
          </ExternalLink>
          <ExternalLink href={founder.profileUrl} className="text-link">
            {founder.name} on {founder.profileLabel}
          </ExternalLink>
        </p>
      </div>
      <div className="prose-section founder-story">
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div>
        <p id="founder-facts-label" className="mb-4 text-small font-semibold text-accent-fg">
          {content.factsLabel}
        </p>
        <dl className="founder-facts" aria-labelledby="founder-facts-label">
          {content.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <figure className="pull-quote">
        <blockquote>
          <p>{content.pullQuote}</p>
        </blockquote>
        <figcaption>{founder.name}</figcaption>
      </figure>
    </section>
  );
}
