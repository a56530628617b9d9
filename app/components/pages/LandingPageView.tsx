import { CheckCircle2, MapPin } from "lucide-react";
import type { LandingPage } from "../../../content/schema";
import { CallToAction } from "../ui/CallToAction";

export function LandingPageView({ page }: { page: LandingPage }) {
  return (
    <article className="page-enter mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <header>
        <p className="eyebrow flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          {page.city}, {page.state}
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{page.heading}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-300">{page.intro}</p>
      </header>

      <section aria-labelledby="services-heading" className="mt-14">
        <h2 id="services-heading" className="section-heading">
          Our Services in {page.city}
        </h2>
        <ul aria-label="Services" className="mt-6 grid gap-5 sm:grid-cols-2">
          {page.services.map((s, i) => (
            // Cards below the first two are off the first screen of a phone (docs/decisions/0006).
            <li
              key={s.title}
              className={`card ${i >= 2 ? "render-later [--later-height:10rem] sm:[--later-height:13rem] lg:[--later-height:10rem]" : ""}`}
            >
              <h3 className="flex items-start gap-2 text-lg font-semibold text-white">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 text-emerald-400"
                />
                {s.title}
              </h3>
              <p className="mt-2 text-slate-300">{s.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="market-heading"
        className="prose-section render-later mt-14 [--later-height:50rem] lg:[--later-height:24rem]"
      >
        <h2 id="market-heading">{page.localMarket.heading}</h2>
        {page.localMarket.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      <section aria-labelledby="cta-heading" className="cta-box render-later mt-14">
        <h2 id="cta-heading" className="text-2xl font-bold text-white">
          {page.cta.heading}
        </h2>
        <p className="mt-3 mb-6 text-slate-300">{page.cta.text}</p>
        <CallToAction />
      </section>

      <div className="render-later mt-14 grid gap-10 [--later-height:41rem] sm:grid-cols-2 lg:[--later-height:19rem]">
        <section aria-labelledby="industries-heading">
          <h2 id="industries-heading" className="text-xl font-semibold text-white">
            Industries We Serve
          </h2>
          <ul aria-label="Industries" className="bullet-list mt-4">
            {page.industries.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading" className="text-xl font-semibold text-white">
            Service Areas
          </h2>
          <ul aria-label="Service areas" className="bullet-list mt-4">
            {page.serviceAreas.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      </div>

      {page.keywords && (
        <section
          aria-labelledby="keywords-heading"
          className="render-later mt-14 [--later-height:16rem] lg:[--later-height:7rem]"
        >
          <h2 id="keywords-heading" className="text-xl font-semibold text-white">
            What People Search For
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {page.keywords.map((k) => (
              <li key={k} className="chip">
                {k}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
