import { CheckCircle } from "../ui/icons";
import { PAGE_INTRO_ID } from "../../lib/core/page-intro";
import { SiteLink } from "../ui/SiteLink";

/** Where a form posted without JavaScript lands: its success message and two ways on. */
export function ThankYouPage({ title, text }: { title: string; text: string }) {
  return (
    <section id={PAGE_INTRO_ID} className="page-enter container-site page">
      <CheckCircle aria-hidden="true" className="size-12 text-ok" />
      <h1 className="mt-6 text-h1 font-semibold">{title}</h1>
      <p className="measure mt-4 text-lead text-fg-muted">{text}</p>
      <p className="mt-10 flex flex-wrap gap-3">
        <SiteLink to="/" className="btn btn-primary">
          Back to Home
        </SiteLink>
        <SiteLink to="/services" className="btn btn-secondary">
          Explore Our Services
        </SiteLink>
      </p>
    </section>
  );
}
