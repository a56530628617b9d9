import type { Measure } from "./layout-rules";

/** A measure of a 375 × 800 px page with nothing on it: the rules' tests add what they test. */
export const EMPTY_MEASURE: Measure = {
  viewportWidth: 375,
  viewportHeight: 800,
  scrollWidth: 375,
  wide: [],
  clipBoxes: [],
  prose: [],
  overlays: [],
  targets: [],
};
