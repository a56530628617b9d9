import { websiteProjectSpec } from "../../../shared/forms/website-project-spec";
import { LeadForm } from "../forms/LeadForm";

/** The website project brief's form. */
export function WebsiteBriefForm() {
  return <LeadForm spec={websiteProjectSpec} />;
}
