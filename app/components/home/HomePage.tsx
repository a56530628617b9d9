import { Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { HomeContent, Testimonial } from "../../../content/pages-schema";
import { useDialogs } from "../dialogs/dialogs";
import { HeroIllustration } from "./HeroIllustration";
import { IndustriesPopup } from "./IndustriesPopup";
import { ServiceAccordion } from "./ServiceAccordion";
import { SideLinks } from "./SideLinks";
import { Ticker } from "./Ticker";
import { TypingBrand } from "./TypingBrand";

export function HomePage({
  content,
  testimonials,
}: {
  content: HomeContent;
  testimonials: Testimonial[];
}) {
  const { openContact } = useDialogs();
  const heroRef = useRef<HTMLElement>(null);
  const [heroVisible, setHeroVisible] = useState(true);

  useEffect(() => {
    const hero = heroRef.current;
    if (!hero) return;
    const observer = new IntersectionObserver(([entry]) =>
      setHeroVisible(entry?.isIntersecting ?? true),
    );
    observer.observe(hero);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <section ref={heroRef} aria-labelledby="hero-heading" className="hero">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <TypingBrand />
            <h1
              id="hero-heading"
              className="text-4xl font-bold tracking-tight text-white sm:text-6xl"
            >
              {content.hero.heading}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">{content.hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <button type="button" className="btn btn-primary" onClick={openContact}>
                {content.hero.primaryCta}
              </button>
              <Link to="/services" className="btn btn-secondary">
                {content.hero.secondaryCta}
              </Link>
              <IndustriesPopup content={content.industries} />
            </div>
          </div>
          <HeroIllustration projects={content.sampleProjects} />
        </div>
      </section>
      <SideLinks visible={heroVisible} />

      <Ticker message={content.ticker.message} />

      <section aria-labelledby="services-heading" className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
        <h2 id="services-heading" className="section-heading">
          {content.services.heading}
        </h2>
        <p className="mt-4 mb-10 text-lg text-slate-300">{content.services.intro}</p>
        <ServiceAccordion groups={content.services.groups} />
      </section>

      <section
        id="projects"
        aria-labelledby="projects-heading"
        className="render-later mx-auto max-w-7xl px-4 py-20 sm:px-6 [--later-height:110rem] lg:[--later-height:49rem]"
      >
        <h2 id="projects-heading" className="section-heading">
          {content.caseStudies.heading}
        </h2>
        <p className="mt-4 mb-10 max-w-3xl text-lg text-slate-300">{content.caseStudies.intro}</p>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name} className="card">
              <figure>
                <Quote aria-hidden="true" className="size-8 text-sky-300" />
                <blockquote className="mt-4 text-slate-200">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-4 font-semibold text-white">— {t.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <Ticker message={content.ticker.message} />
    </>
  );
}
