import { CheckCircle2 } from "lucide-react";
import type { ServicesContent } from "../../../content/pages-schema";
import { useDialogs } from "../dialogs/dialogs";
import { CallToAction } from "../ui/CallToAction";
import { Icon } from "../ui/Icon";
import { PageHeader } from "../ui/PageHeader";

export function ServicesPage({ content }: { content: ServicesContent }) {
  const { openContact } = useDialogs();
  return (
    <div className="page-enter mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeader eyebrow="Services" title={content.heading} lead={content.intro} />
      <p className="card mb-12 max-w-3xl text-slate-200">{content.pricingNote}</p>
      <div className="grid gap-8 lg:grid-cols-2">
        {content.blocks.map((block, i) => (
          <section
            key={block.id}
            id={block.id}
            aria-labelledby={`${block.id}-heading`}
            // Blocks after the first start below a phone's first screen; rendering
            // them waits until they come near it (docs/decisions/0006).
            className={`card service-block ${i >= 1 ? "render-later [--later-height:55rem] sm:[--later-height:35rem] lg:[--later-height:41rem]" : ""}`}
          >
            <Icon name={block.icon} className="size-10 text-sky-300" />
            <h2 id={`${block.id}-heading`} className="mt-4 text-2xl font-bold text-white">
              {block.title}
            </h2>
            <p className="mt-1 font-medium text-sky-300">{block.tagline}</p>
            <p className="mt-4 text-slate-300">{block.description}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label={`${block.title} features`}>
              {block.features.map((f) => (
                <li key={f} className="flex gap-2 text-slate-200">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-emerald-400"
                  />
                  {f}
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-primary mt-8" onClick={openContact}>
              Schedule a Consultation
            </button>
          </section>
        ))}
      </div>
      <section aria-labelledby="services-cta-heading" className="cta-box render-later mt-16">
        <h2 id="services-cta-heading" className="text-2xl font-bold text-white">
          {content.cta.heading}
        </h2>
        <p className="mt-3 mb-6 text-slate-300">{content.cta.text}</p>
        <CallToAction primaryLabel="Contact Our Team" />
      </section>
    </div>
  );
}
