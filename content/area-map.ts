/**
 * Where each landing page's place is, for the map of the area served
 * (app/lib/area-map.server.ts). Longitude and latitude in degrees, from public
 * gazetteer figures, rounded to two decimals: city halls, and the county's
 * middle for Greenbrier County. A unit test checks that every landing page
 * has a place here and that each lies inside its state's outline.
 */
import { z } from "zod";

const place = z.tuple([z.number().min(-84).max(-75), z.number().min(36).max(41)]);

export const areaMapPlaces = z.record(z.string(), place).parse({
  "construction-charleston-wv": [-81.63, 38.35],
  "insurance-morgantown-wv": [-79.96, 39.63],
  "hvac-huntington-wv": [-82.45, 38.42],
  "roofing-parkersburg-wv": [-81.56, 39.27],
  "electrician-wheeling-wv": [-80.72, 40.06],
  "web-design-lewisburg-wv": [-80.45, 37.8],
  "web-design-white-sulphur-springs-wv": [-80.3, 37.8],
  "web-design-alderson-wv": [-80.64, 37.73],
  "web-design-covington-va": [-79.99, 37.79],
  "web-design-greenbrier-county-wv": [-80.45, 37.95],
  "web-design-roanoke-va": [-79.94, 37.27],
  "web-design-lynchburg-va": [-79.14, 37.41],
  "web-design-charlottesville-va": [-78.48, 38.03],
  "web-design-richmond-va": [-77.44, 37.54],
  "web-design-norfolk-va": [-76.29, 36.85],
  "web-design-virginia-beach-va": [-75.98, 36.85],
  "web-design-newport-news-va": [-76.47, 37.09],
  "web-design-chesapeake-va": [-76.29, 36.77],
  "web-design-alexandria-va": [-77.05, 38.8],
  "web-design-staunton-va": [-79.07, 38.15],
  "web-design-winchester-va": [-78.16, 39.19],
  "web-design-danville-va": [-79.4, 36.59],
  "web-design-blacksburg-va": [-80.41, 37.23],
  "web-design-portsmouth-va": [-76.3, 36.84],
  "web-design-hampton-va": [-76.35, 37.03],
});

/** The office, drawn as the one filled mark. */
export const officePlace: [number, number] = [-80.45, 37.8];
