import { memo } from "react";
import { useNavigate } from "react-router";
import { business } from "../../../content/business";
import type { ContactPageContent } from "../../../content/pages-schema";
import { WEB_DEV } from "../../../shared/forms/form-options";
import { contactPageSpec } from "../../../shared/forms/contact-specs";
import { hoursLines } from "../../lib/hours/hours-lines";
import { DialogButton } from "../dialogs/dialogs";
import { LeadForm } from "../forms/LeadForm";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";
// From the footer's module, which every page loads already: no chunk of its own.
import { ContactLines } from "../layout/Footer";

export const ContactPage = memo(function ContactPage({ content }: { content: ContactPageContent }) {
  const navigate = useNavigate();
  return (
    <div className="page-enter container-site page">
      <PageHeader eyebrow="Contact" title={content.heading} lead={content.intro} split />
      <RestOfPage>
        {/* The form first (on a phone it is the next thing after the intro); the details
            beside it. */}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-10">
          <section aria-labelledby="form-heading" className="card lg:p-10">
            <h2 id="form-heading" className="text-h2 font-semibold">
              {content.formHeading}
            </h2>
            <p className="mt-2 mb-7 text-fg-muted">{content.formIntro}</p>
            <LeadForm
              spec={contactPageSpec}
              onFieldChange={(name, value) => {
                // Website projects have their own, more detailed brief.
                if (name === "service" && value === WEB_DEV) navigate("/websites-contact");
              }}
            />
          </section>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            <section aria-labelledby="details-heading" className="card">
              <h2 id="details-heading" className="text-h3 font-semibold">
                {content.detailsHeading}
              </h2>
              <ContactLines className="mt-3" card />
            </section>
            <section aria-labelledby="hours-heading" className="card">
              <h2 id="hours-heading" className="text-h3 font-semibold">
                {content.hoursHeading}
              </h2>
              <dl className="mt-3 space-y-1.5 text-fg">
                {hoursLines().map((line) => (
                  <div
                    key={line.label}
                    className="flex flex-wrap justify-between gap-x-3 whitespace-nowrap"
                  >
                    <dt>{line.label}</dt>
                    <dd className="tabular-nums">{line.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-small text-fg-muted">
                All times are {business.timeZoneLabel}.
              </p>
            </section>
            <section
              id="refer"
              aria-labelledby="refer-heading"
              className="card sm:col-span-2 lg:col-span-1"
            >
              <h2 id="refer-heading" className="text-h3 font-semibold">
                {content.referral.heading}
              </h2>
              <p className="mt-2 text-fg-muted">{content.referral.text}</p>
              <DialogButton dialog="referral" className="btn btn-secondary mt-5">
                Refer Someone
              </DialogButton>
            </section>
          </div>
        </div>
      </RestOfPage>
    </div>
  );
});
