import { useNavigate } from "react-router";
import { WEB_DEV } from "../../../shared/forms/form-options";
import { contactPageSpec } from "../../../shared/forms/contact-specs";
import { LeadForm } from "../forms/LeadForm";

/** The contact page's form: a website project goes to its own, more detailed brief. */
export function ContactPageForm() {
  const navigate = useNavigate();
  return (
    <LeadForm
      spec={contactPageSpec}
      onFieldChange={(name, value) => {
        if (name === "service" && value === WEB_DEV) navigate("/websites-contact");
      }}
    />
  );
}
