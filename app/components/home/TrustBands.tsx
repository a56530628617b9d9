import type { HomeContent, ServicesContent } from "../../../content/pages-schema";
import { business } from "../../../content/business";
import { Icon } from "../ui/Icon";
import { Monogram } from "../ui/Monogram";
import { SiteLink } from "../ui/SiteLink";

/** Between the services and the quotes: how client files are kept (the four practices of the
 * Services page, each in its short line) and who does the work (one line to the founder). */
export function TrustBands({
  trust,
  protection,
}: {
  trust: HomeContent["trust"];
  protection: Pick<ServicesContent["protection"], "heading"> & {
    items: Pick<ServicesContent["protection"]["items"][number], "title" | "short" | "icon">[];
  };
}) {
  return (
    <>
      <section aria-labelledby="protection-band-heading" className="container-site section">
        <div className="protection-band">
          <div className="protection-band-head">
            <p className="eyebrow">{trust.protectionEyebrow}</p>
            <h2 id="protection-band-heading" className="text-h2 font-semibold">
              {protection.heading}
            </h2>
            <SiteLink to="/services#protection-heading" className="text-link mt-3 inline-block">
              {trust.protectionLink}
            </SiteLink>
          </div>
          <ul className="protection-band-list">
            {protection.items.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold text-fg-strong">
                  <Icon name={item.icon} className="size-5 text-accent" />
                  {item.title}
                </h3>
                <p className="text-small text-fg-muted">{item.short}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container-site">
        <div className="founder-band">
          <Monogram name={business.founder.name} />
          <p>
            <span className="text-fg">{trust.founderLine}</span>{" "}
            <SiteLink to="/about#founder-heading" className="text-link whitespace-nowrap">
              {trust.founderLink}
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}
