import type { WebsiteBriefContent } from "../../../content/pages-schema";
import { websiteProjectSpec } from "../../../shared/website-project-spec";
import { LeadForm } from "../forms/LeadForm";
import { PageHeader } from "../ui/PageHeader";

export function WebsiteBriefPage({ content }: { content: WebsiteBriefContent }) {
  return (
    <div className="page-enter container-site page">
      <PageHeader eyebrow="Website Projects" title={content.heading} lead={content.intro} />
      <section aria-labelledby="next-steps-heading" className="mb-10">
        <h2 id="next-steps-heading" className="text-h3 font-semibold">
          What happens next
        </h2>
        <ol className="card-grid mt-4">
          {content.steps.map((step, i) => (
            <li key={step} className="card flex gap-3">
              <span aria-hidden="true" className="step-number">
                {i + 1}
              </span>
              <span className="text-fg">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="brief-heading" className="card max-w-narrow lg:p-10">
        <h2 id="brief-heading" className="mb-6 text-h2 font-semibold">
          Your project brief
        </h2>
        <LeadForm spec={websiteProjectSpec} />
      </section>
    </div>
  );
}
