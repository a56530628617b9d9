/** The words around the area map and the groups of Areas Served's list; plain data (no zod), as
 * the page imports it. */
import { business } from "../business";

/** The words around the map. */
export const areaMapCopy = {
  title: "Map of West Virginia and Virginia with the places we serve",
  office: `Our office in ${business.address.locality}`,
  places: "A place with a page of its own",
  /** The legend's entry for the landing page being read, before its place's name. */
  current: "This page",
};

/** The groups of Areas Served's list, in order; each landing page names its group (`region`) in
 * its own file, and places are listed alphabetically under it. */
export const areaRegions = [
  { name: "Greenbrier Valley", state: "WV" },
  { name: "Elsewhere in West Virginia", state: "WV" },
  { name: "Southwest and Southside", state: "VA" },
  { name: "Shenandoah Valley, Central and Northern", state: "VA" },
  { name: "Hampton Roads", state: "VA" },
] as const;

export type RegionName = (typeof areaRegions)[number]["name"];
