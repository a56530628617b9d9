import { Mail, MapPin, Phone } from "lucide-react";
import { useNavigate } from "react-router";
import { business, mailtoHref, telHref } from "../../../content/business";
import type { ContactPageContent } from "../../../content/pages-schema";
import { WEB_DEV } from "../../../shared/form-options";
import { contactPageSpec, referralSpec } from "../../../shared/contact-specs";
import { hoursLines } from "../../lib/support-hours";
import { useDialogs } from "../dialogs/dialogs";
import { LeadForm } from "../forms/LeadForm";
import { NetlifyFormStub } from "../forms/NetlifyFormStub";
import { PageHeader } from "../ui/PageHeader";

export function ContactPage({ content }: { content: ContactPageContent }) {
  const navigate = useNavigate();
  const { openReferral } = useDialogs();
  return (
    <div className="page-enter mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeader eyebrow="Contact" title={content.heading} lead={content.intro} />
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-8">
          <section aria-labelledby="details-heading" className="card">
            <h2 id="details-heading" className="text-xl font-semibold text-white">
              {content.detailsHeading}
            </h2>
            <ul className="mt-4 space-y-3 text-slate-200">
              <li>
                <a href={telHref} className="footer-link">
                  <Phone aria-hidden="true" className="size-5" /> {business.phone.display}
                </a>
              </li>
              <li>
                <a href={mailtoHref()} className="footer-link">
                  <Mail aria-hidden="true" className="size-5" /> {business.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-5" />
                {business.address.locality}, {business.address.regionName}
              </li>
            </ul>
          </section>
          <section aria-labelledby="hours-heading" className="card">
            <h2 id="hours-heading" className="text-xl font-semibold text-white">
              {content.hoursHeading}
            </h2>
            <dl className="mt-4 space-y-2 text-slate-200">
              {hoursLines().map((line) => (
                <div key={line.label} className="flex justify-between gap-4">
                  <dt>{line.label}</dt>
                  <dd className="tabular-nums">{line.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-300">All times are {business.timeZoneLabel}.</p>
          </section>
          <section id="refer" aria-labelledby="refer-heading" className="card">
            <h2 id="refer-heading" className="text-xl font-semibold text-white">
              {content.referral.heading}
            </h2>
            <p className="mt-2 text-slate-300">{content.referral.text}</p>
            <button type="button" className="btn btn-secondary mt-4" onClick={openReferral}>
              Refer Someone
            </button>
          </section>
        </div>
        <section aria-labelledby="form-heading" className="card">
          <h2 id="form-heading" className="text-2xl font-semibold text-white">
            {content.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-slate-300">{content.formIntro}</p>
          <LeadForm
            spec={contactPageSpec}
            onFieldChange={(name, value) => {
              // Website projects have their own, more detailed brief.
              if (name === "service" && value === WEB_DEV) navigate("/websites-contact");
            }}
          />
        </section>
      </div>
      <NetlifyFormStub spec={referralSpec} />
    </div>
  );
}
