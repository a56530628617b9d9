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
        {/* The four blocks on paper: long reading, with one brass action per screen. */}
        <div className="surface-paper band services-paper">
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
                <h2
                  id={`${block.id}-heading`}
                  className="mt-5 text-2xl font-semibold tracking-tight"
                >
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
                  <DialogButton dialog="contact" className="btn btn-secondary">
                    Schedule a Consultation
                  </DialogButton>
                </div>
              </section>
            ))}
          </div>
        </div>
        <section
          aria-labelledby="protection-heading"
          className="protection render-later section [--later-height:58rem] lg:[--later-height:26rem]"
        >
          <div>
            <p className="eyebrow">Confidentiality</p>
            <h2 id="protection-heading" className="section-heading">
              {content.protection.heading}
            </h2>
            <p className="section-intro">{content.protection.intro}</p>
          </div>
          <ul className="protection-list">
            {content.protection.items.map((item) => (
              <li key={item.title}>
                <span className="icon-tile">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-h3 font-semibold text-fg-strong">{item.title}</h3>
                  <p className="mt-1.5 text-fg-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="services-cta-heading"
          className="cta-box cta-split render-later section"
        >
          <div>
            <h2 id="services-cta-heading" className="text-h2 font-semibold">
              {content.cta.heading}
            </h2>
            <p className="measure mt-3 text-fg-muted">{content.cta.text}</p>
          </div>
          <CallToAction primaryLabel="Contact Our Team" />
        </section>
      </RestOfPage>
    </div>
  );
});
