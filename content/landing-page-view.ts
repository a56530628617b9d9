/** The headings every landing page shares (app/components/pages/LandingPageView.tsx); each
 * page's own words are in ./landing-pages/. */
export const landingPageCopy = {
  /** Followed by the page's city. */
  servicesHeadingBefore: "Our Services in ",
  servicesLabel: "Services",
  industriesHeading: "Industries We Serve",
  industriesLabel: "Industries",
  areasHeading: "Service Areas",
  areasLabel: "Service areas",
  relatedHeading: "People also search for",
};
