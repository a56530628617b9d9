/** Every part of `content/` the owner edits from the inbox, with its label and the page it is
 * read on: the site editor lists these (server/site/). A new document is its siteDocument plus a
 * line here. */
import { aboutDocument } from "./about";
import { areasServedDocument } from "./areas-served";
import { businessDocument } from "./business-document";
import { contactPageDocument } from "./contact-page";
import { homeDocument } from "./home";
import { defaultLandingPages, landingDocumentId } from "./landing-pages/index";
import { privacyDocument } from "./legal/privacy";
import { termsDocument } from "./legal/terms";
import { landingPageSchema, type LandingPage } from "./schema";
import { servicesDocument } from "./services";
import type { SiteDocument } from "./site-document";
import { testimonialsDocument } from "./testimonials";
import { websiteBriefDocument } from "./website-brief";

export type DocumentGroup = "Business" | "Pages" | "Legal" | "Testimonials" | "Landing pages";

export interface ListedDocument {
  document: SiteDocument;
  group: DocumentGroup;
  label: string;
  path: string;
}

const listed = (
  document: SiteDocument,
  group: DocumentGroup,
  label: string,
  path: string,
): ListedDocument => ({ document, group, label, path });

export const siteDocuments: readonly ListedDocument[] = [
  listed(businessDocument, "Business", "Business facts", "/contact"),
  listed(homeDocument, "Pages", "Home page", "/"),
  listed(aboutDocument, "Pages", "About", "/about"),
  listed(servicesDocument, "Pages", "Services", "/services"),
  listed(contactPageDocument, "Pages", "Contact", "/contact"),
  listed(websiteBriefDocument, "Pages", "Website brief", "/websites-contact"),
  listed(areasServedDocument, "Pages", "Areas served", "/areas-served"),
  listed(termsDocument, "Legal", "Terms of Service", "/terms"),
  listed(privacyDocument, "Legal", "Privacy Policy", "/privacy"),
  listed(testimonialsDocument, "Testimonials", "Testimonials", "/"),
];

/** A landing page's name in the editor: "Lewisburg, WV" or "Roofing in Parkersburg, WV". */
export const landingLabel = (page: Pick<LandingPage, "city" | "state" | "trade">) =>
  page.trade ? `${page.trade} in ${page.city}, ${page.state}` : `${page.city}, ${page.state}`;

/** A landing page as an editor document; `defaults` is the repository's page, or undefined for
 * a page the owner added. */
export function landingDocument(slug: string, page: LandingPage | undefined): ListedDocument {
  return {
    document: {
      id: landingDocumentId(slug),
      schema: landingPageSchema,
      defaults: page as LandingPage,
      value: page as LandingPage,
    },
    group: "Landing pages",
    label: page ? landingLabel(page) : slug,
    path: `/${slug}`,
  };
}

export const defaultLandingDocuments = () =>
  defaultLandingPages.map((p) => landingDocument(p.slug, p));
