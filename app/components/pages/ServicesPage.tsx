import { memo } from "react";
import { Check } from "../ui/CheckIcon";
import type { ServicesContent } from "../../../content/pages-schema";
import { DialogButton } from "../dialogs/dialogs";
import { CallToAction } from "../ui/CallToAction";
import { Icon } from "../ui/Icon";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

export const ServicesPage = memo(function ServicesPage({ content }: { content: ServicesContent }) {
  return (
    <div className="page-enter container-site page">
      <PageHeader eyebrow="Services" title={content.heading} lead={content.intro} split>
        <p className="border-l-2 border-accent pl-4 text-fg">{content.pricingNote}</p>
      </PageHeader>
      <RestOfPage>
        <div className="card-grid">
          {content.blocks.map((block, i) => (
            <section
              key={block.id}
              id={block.id}
              aria-labelledby={`${block.id}-heading`}
              // Blocks after the first start below a phone's first screen; rendering
              // them waits until they come near it (docs/decisions/0006).
              className={`card card-stack service-block ${i >= 1 ? "render-later [--later-height:52rem] sm:[--later-height:40rem] lg:[--later-height:38rem]" : ""}`}
            >
              <span className="icon-tile">
                <Icon name={block.icon} className="size-5" />
              </span>
              <h2 id={`${block.id}-heading`} className="mt-5 text-2xl font-semibold tracking-tight">
                {block.title}
              </h2>
              <p className="mt-1 font-medium text-accent-fg">{block.tagline}</p>
              <p className="mt-4 text-fg-muted">{block.description}</p>
              <ul className="mt-6 grid gap-x-6 gap-y-2.5" aria-label={`${block.title} features`}>
                {block.features.map((f) => (
                  <li key={f} className="flex gap-3 text-fg">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                    {f}
                  </li>
                ))}
              </ul>
              <div className="card-action">
                <DialogButton dialog="contact" className="btn btn-primary">
                  Schedule a Consultation
                </DialogButton>
              </div>
            </section>
          ))}
        </div>
        <section aria-labelledby="services-cta-heading" className="cta-box render-later section">
          <h2 id="services-cta-heading" className="text-h2 font-semibold">
            {content.cta.heading}
          </h2>
          <p className="measure mt-3 mb-7 text-fg-muted">{content.cta.text}</p>
          <CallToAction primaryLabel="Contact Our Team" />
        </section>
      </RestOfPage>
    </div>
  );
});
