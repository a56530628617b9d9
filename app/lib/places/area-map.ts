/** The map of the area served, as its loaders hand it to the page (drawn in area-map.server.ts). */

/** The drawing's size in SVG units; the page scales it to its column. */
export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 340;

export interface AreaMapMarker {
  slug: string;
  label: string;
  state: "WV" | "VA";
  x: number;
  y: number;
}

export interface AreaMapData {
  width: number;
  height: number;
  /** One outline per state: name and SVG path, in whole units. */
  states: { name: string; d: string }[];
  markers: AreaMapMarker[];
  office: { x: number; y: number };
}
