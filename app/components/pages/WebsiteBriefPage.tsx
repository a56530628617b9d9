import type { WebsiteBriefContent } from "../../../content/pages-schema";
import { websiteProjectSpec } from "../../../shared/website-project-spec";
import { LeadForm } from "../forms/LeadForm";
import { PageHeader } from "../ui/PageHeader";

export function WebsiteBriefPage({ content }: { content: WebsiteBriefContent }) {
  return (
    <div className="page-enter mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <PageHeader eyebrow="Website Projects" title={content.heading} lead={content.intro} />
      <section aria-labelledby="next-steps-heading" className="mb-10">
        <h2 id="next-steps-heading" className="text-xl font-semibold text-white">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {content.steps.map((step, i) => (
            <li key={step} className="card flex gap-3">
              <span aria-hidden="true" className="step-number">
                {i + 1}
              </span>
              <span className="text-slate-200">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="brief-heading" className="card">
        <h2 id="brief-heading" className="mb-6 text-2xl font-semibold text-white">
          Your project brief
        </h2>
        <LeadForm spec={websiteProjectSpec} />
      </section>
    </div>
  );
}
