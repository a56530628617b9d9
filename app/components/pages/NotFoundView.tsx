import { memo } from "react";
import { useNavigate } from "react-router";
import { PAGE_INTRO_ID } from "../../lib/core/page-intro";
import { SiteLink } from "../ui/SiteLink";
import { business, mailtoHref } from "../../../content/business";
import { notFound } from "../../../content/not-found";
import { fullTitle } from "../../lib/seo/meta";

/** The not-found page's body (docs/spec.md, "404 page"). `withTitle` where no route meta gives the
 * document its title (a client navigation to an unknown path): React puts it in the head. */
export const NotFoundView = memo(function NotFoundView({
  withTitle = false,
}: {
  withTitle?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <section id={PAGE_INTRO_ID} className="page-enter container-site page">
      {withTitle && <title>{fullTitle(notFound.title)}</title>}
      <div className="not-found">
        <div>
          <p
            aria-hidden="true"
            className="font-serif text-7xl font-semibold tracking-tight text-accent sm:text-8xl"
          >
            {notFound.code}
          </p>
          <h1 className="mt-4 text-h1 font-semibold">{notFound.heading}</h1>
          <p className="measure mt-4 text-lead text-fg">{notFound.text}</p>
          <p className="mt-8 flex flex-wrap gap-3">
            <SiteLink to="/" className="btn btn-primary">
              Back to Home
            </SiteLink>
            <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)}>
              Go Back
            </button>
          </p>
        </div>
        <nav aria-labelledby="suggestions-heading" className="card">
          <h2 id="suggestions-heading" className="text-h3 font-semibold">
            {notFound.suggestionsHeading}
          </h2>
          <ul className="mt-3 space-y-1">
            {notFound.suggestions.map((s) => (
              <li key={s.to}>
                <SiteLink to={s.to} className="text-link">
                  {s.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <a href={mailtoHref(business.email)} className="text-link">
                {notFound.supportLabel}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
});
