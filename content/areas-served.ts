/** Copy for /areas-served; the city cards come from each landing page's `cardDescription`. */
import { business } from "./business";
import { areasServedSchema } from "./pages-schema";
import { siteDocument } from "./site-document";

export const areasServedDocument = siteDocument("areas-served", areasServedSchema, {
  meta: {
    title: "Areas Served in West Virginia and Virginia",
    description: `${business.brand} serves law firms nationwide and small businesses across West Virginia and Virginia with web design, managed IT and local support.`,
  },
  heading: "Areas We Serve",
  intro: `From our base in ${business.address.locality}, ${business.address.regionName}, we work with law firms across the country and with small businesses throughout West Virginia and Virginia. Choose a location below to learn how we help businesses in that community.`,
  westVirginiaHeading: "West Virginia",
  virginiaHeading: "Virginia",
  notListed: {
    heading: "Don't See Your Area?",
    text: `Most of what we do, from managing systems to building websites and portals, works just as well remotely, so we can support firms and businesses wherever they are. For work that needs someone on site, we travel throughout the region around ${business.address.locality}. Get in touch and we will tell you how we can help in your area.`,
    button: "Ask About Your Area",
  },
});

export default areasServedDocument.value;
