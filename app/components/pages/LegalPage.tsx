import type { LegalDocument } from "../../../content/schema";
import { PageHeader } from "../ui/PageHeader";

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article className="page-enter container-site page">
      <PageHeader title={doc.heading} lead={`Last updated ${doc.lastUpdated}`} />
      <ol className="legal-sections measure space-y-10">
        {doc.sections.map((section, i) => {
          const id = `section-${i + 1}`;
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
                  <p key={p}>{p}</p>
                ))}
                {section.list && (
                  <ul className="bullet-list mb-4">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.after?.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
