/** Terms of Service (/terms): nine sections, numbered by the page. Plain-language copy written
 * for this project; the owner has it reviewed by counsel before launch. */
import { business } from "../business";
import { legalDocumentSchema } from "../landing-legal-schema";
import { siteDocument } from "../site-document";

const brand = business.brand;

export const termsDocument = siteDocument("terms", legalDocumentSchema, {
  meta: {
    title: "Terms of Service",
    description: `The terms that apply when you use the ${brand} website, including permitted use, disclaimers, limitations, links and governing law.`,
  },
  heading: "Terms of Service",
  lastUpdated: "May 1, 2025",
  sections: [
    {
      heading: "Introduction",
      paragraphs: [
        `These Terms of Service govern your use of this website, which is operated by ${brand} ("we", "us" or "our"). By accessing or using the website, you agree to be bound by these terms and by all applicable laws and regulations. If you do not agree with any part of these terms, please do not use the website.`,
        "These terms apply to the website only. Any services we provide to clients are governed by a separate written agreement between the client and us, which takes precedence over these terms where the two differ.",
      ],
    },
    {
      heading: "Use License",
      paragraphs: [
        "We grant you permission to view the materials on this website and to download or print a single copy for your own personal, non-commercial reference. This is a limited license, not a transfer of ownership, and under it you may not:",
      ],
      list: [
        "modify, copy or republish the materials, except as allowed above;",
        "use the materials for any commercial purpose or for any public display;",
        "attempt to decompile, reverse engineer or interfere with any software on the website;",
        "remove any copyright or other proprietary notices from the materials;",
        "transfer the materials to another person or mirror them on any other server;",
        "submit false, misleading or automated information through the website's forms.",
      ],
      after: [
        "This license ends automatically if you breach any of these restrictions, and we may end it at any time. When it ends, you must delete any materials from this website that you have downloaded or printed.",
      ],
    },
    {
      heading: "Disclaimer",
      paragraphs: [
        `The materials on this website are provided "as is" for general information. ${brand} makes no warranties, express or implied, and disclaims all other warranties, including implied warranties of merchantability, fitness for a particular purpose and non-infringement.`,
        "Nothing on this website is legal advice, and using the website or contacting us through it does not create a client relationship of any kind. Descriptions of services are general; the scope of any engagement is set out in a written agreement.",
      ],
    },
    {
      heading: "Limitations",
      paragraphs: [
        `To the fullest extent permitted by law, neither ${brand} nor its owners, employees or suppliers will be liable for any damages, including loss of data, loss of profit or business interruption, arising out of the use of, or inability to use, the materials on this website, even if we have been told that such damage is possible.`,
        "Some jurisdictions do not allow limits on implied warranties or on liability for certain damages, so some of these limitations may not apply to you.",
      ],
    },
    {
      heading: "Accuracy of Materials",
      paragraphs: [
        "The materials on this website may contain technical, typographical or photographic errors. We do not warrant that any of the materials are accurate, complete or current. We may change the materials at any time without notice, but we do not commit to updating them.",
      ],
    },
    {
      heading: "Links",
      paragraphs: [
        `This website links to sites that we do not operate, such as our payment portal, our appointment booking page and our social media profiles. ${brand} has not reviewed every linked site and is not responsible for its content or its privacy practices. A link does not imply our endorsement, and you use any linked site at your own risk and under that site's own terms.`,
      ],
    },
    {
      heading: "Modifications",
      paragraphs: [
        "We may revise these Terms of Service at any time without notice. The date at the top of this page shows when they were last updated. By continuing to use the website after a change, you agree to be bound by the version then in effect.",
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "These terms are governed by and construed in accordance with the laws of the State of West Virginia, without regard to its conflict-of-law provisions. You agree to submit to the exclusive jurisdiction of the state and federal courts located in West Virginia for any dispute arising from these terms or your use of the website.",
      ],
    },
    {
      heading: "Contact Information",
      paragraphs: [
        `If you have any questions about these Terms of Service, please contact us by email at ${business.email} or by phone at ${business.phone.display}.`,
      ],
    },
  ],
});

export default termsDocument.value;
