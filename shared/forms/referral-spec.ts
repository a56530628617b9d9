/** The referral form's spec, apart so the contact page does not start with it (its dialog loads
 * after start). */
import { message, type FormSpec } from "./form-fields";

export const referralSpec: FormSpec = {
  id: "referral",
  formName: "referral",
  fields: [
    { name: "yourName", label: "Your name", kind: "text", autoComplete: "name" },
    { name: "yourEmail", label: "Your email", kind: "email", autoComplete: "email" },
    {
      name: "referralName",
      label: "Referral's name",
      kind: "text",
      autoComplete: "off",
      wide: true,
    },
    { name: "referralEmail", label: "Referral's email", kind: "email", autoComplete: "off" },
    { name: "referralPhone", label: "Referral's phone", kind: "tel", autoComplete: "off" },
    { ...message(3), label: "Message (optional)", optional: true },
  ],
  submitLabel: "Send Referral",
  success: {
    title: "Referral Sent!",
    text: "Thank you for your referral. We'll reach out to them soon.",
  },
  resetAfterMs: 2000,
};
