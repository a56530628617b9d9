import { memo } from "react";
import type { WebsiteBriefContent } from "../../../content/pages-schema";
import { websiteProjectSpec } from "../../../shared/forms/website-project-spec";
import { LeadForm } from "../forms/LeadForm";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

/** The brief form, with "What happens next" beside it from 1024 px (sticky), above it on phones. */
export const WebsiteBriefPage = memo(function WebsiteBriefPage({
  content,
}: {
  content: WebsiteBriefContent;
}) {
  return (
    <div className="page-enter container-site page">
      <PageHeader eyebrow="Website Projects" title={content.heading} lead={content.intro} />
      <RestOfPage>
        <div className="with-aside">
          <section aria-labelledby="next-steps-heading" className="sticky-aside lg:order-2">
            <h2 id="next-steps-heading" className="text-h3 font-semibold">
              What happens next
            </h2>
            <ol className="timeline mt-6">
              {content.steps.map((step, i) => (
                <li key={step}>
                  <p className="timeline-when">Step {i + 1}</p>
                  <p className="timeline-what">{step}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="brief-heading" className="card max-w-narrow lg:order-1 lg:p-10">
            <h2 id="brief-heading" className="mb-6 text-h2 font-semibold">
              Your project brief
            </h2>
            <LeadForm spec={websiteProjectSpec} />
          </section>
        </div>
      </RestOfPage>
    </div>
  );
});
