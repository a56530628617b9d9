/**
 * The headings every landing page shares around its own content
 * (app/components/pages/LandingPageView.tsx); the page's own words are in
 * its file in ./landing-pages/.
 */
export const landingPageCopy = {
  /** Followed by the page's city. */
  servicesHeadingBefore: "Our Services in ",
  servicesLabel: "Services",
  industriesHeading: "Industries We Serve",
  industriesLabel: "Industries",
  areasHeading: "Service Areas",
  areasLabel: "Service areas",
  relatedHeading: "Related searches",
};
