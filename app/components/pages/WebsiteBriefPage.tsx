import { memo, Suspense } from "react";
import type { WebsiteBriefContent } from "../../../content/pages-schema";
import { LeftOutOnError, onDemand } from "../../lib/on-demand";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

// The form's code is not part of the page's start: requested as this module is
// run (at start, or when the page is loaded ahead of a tap), it hydrates the
// prerendered form when it comes (docs/decisions/0039).
const briefForm = onDemand(() => import("./WebsiteBriefForm").then((m) => m.WebsiteBriefForm));
if (typeof window !== "undefined") void briefForm.preload().catch(() => undefined);

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
            <LeftOutOnError what="The form">
              <Suspense>
                <briefForm.Component />
              </Suspense>
            </LeftOutOnError>
          </section>
        </div>
      </RestOfPage>
    </div>
  );
});
