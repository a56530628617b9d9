import { Link, useNavigate } from "react-router";
import { business, mailtoHref } from "../../../content/business";
import { notFound } from "../../../content/not-found";

/** The not-found page's body (SPEC "404 page"). */
export function NotFoundView() {
  const navigate = useNavigate();
  return (
    <section className="page-enter mx-auto max-w-3xl px-6 py-20 text-center">
      <p aria-hidden="true" className="text-8xl font-black tracking-tight text-sky-300 sm:text-9xl">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-white sm:text-4xl">{notFound.heading}</h1>
      <p className="mt-4 text-lg text-slate-300">{notFound.text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </p>
      <nav aria-labelledby="suggestions-heading" className="card mx-auto mt-12 max-w-md text-left">
        <h2 id="suggestions-heading" className="text-lg font-semibold text-white">
          {notFound.suggestionsHeading}
        </h2>
        <ul className="mt-4 space-y-2">
          {notFound.suggestions.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="text-link">
                {s.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={mailtoHref(business.email)} className="text-link">
              {notFound.supportLabel}
            </a>
          </li>
        </ul>
      </nav>
    </section>
  );
}
