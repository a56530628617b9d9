/**
 * The words around the map of the area served and the grouping of Areas
 * Served's compact list: plain data (no zod here, since the page itself imports
 * it; content/area-map.test.ts checks it against the landing pages).
 */
import { business } from "./business";

/** The words around the map. */
export const areaMapCopy = {
  title: "Map of West Virginia and Virginia with the places we serve",
  office: `Our office in ${business.address.locality}`,
  places: "A place with a page of its own",
};

/** The compact list on Areas Served: each landing page under one region of its state, in this order. */
export const areaRegions = [
  {
    name: "Greenbrier Valley",
    state: "WV",
    slugs: [
      "web-design-lewisburg-wv",
      "web-design-white-sulphur-springs-wv",
      "web-design-alderson-wv",
      "web-design-greenbrier-county-wv",
    ],
  },
  {
    name: "Elsewhere in West Virginia",
    state: "WV",
    slugs: [
      "construction-charleston-wv",
      "hvac-huntington-wv",
      "insurance-morgantown-wv",
      "roofing-parkersburg-wv",
      "electrician-wheeling-wv",
    ],
  },
  {
    name: "Southwest and Southside",
    state: "VA",
    slugs: [
      "web-design-covington-va",
      "web-design-blacksburg-va",
      "web-design-roanoke-va",
      "web-design-lynchburg-va",
      "web-design-danville-va",
    ],
  },
  {
    name: "Shenandoah Valley, Central and Northern",
    state: "VA",
    slugs: [
      "web-design-staunton-va",
      "web-design-winchester-va",
      "web-design-charlottesville-va",
      "web-design-richmond-va",
      "web-design-alexandria-va",
    ],
  },
  {
    name: "Hampton Roads",
    state: "VA",
    slugs: [
      "web-design-norfolk-va",
      "web-design-virginia-beach-va",
      "web-design-chesapeake-va",
      "web-design-portsmouth-va",
      "web-design-newport-news-va",
      "web-design-hampton-va",
    ],
  },
] as const;
