/** Every landing page, in the spec's route order. A new page is a file in this folder plus its
 * line here (a unit test checks every file is listed). */
import type { LandingPage } from "../landing-legal-schema";
import constructionCharlestonWv from "./construction-charleston-wv";
import insuranceMorgantownWv from "./insurance-morgantown-wv";
import hvacHuntingtonWv from "./hvac-huntington-wv";
import roofingParkersburgWv from "./roofing-parkersburg-wv";
import electricianWheelingWv from "./electrician-wheeling-wv";
import webDesignLewisburgWv from "./web-design-lewisburg-wv";
import webDesignWhiteSulphurSpringsWv from "./web-design-white-sulphur-springs-wv";
import webDesignAldersonWv from "./web-design-alderson-wv";
import webDesignCovingtonVa from "./web-design-covington-va";
import webDesignGreenbrierCountyWv from "./web-design-greenbrier-county-wv";
import webDesignRoanokeVa from "./web-design-roanoke-va";
import webDesignLynchburgVa from "./web-design-lynchburg-va";
import webDesignCharlottesvilleVa from "./web-design-charlottesville-va";
import webDesignRichmondVa from "./web-design-richmond-va";
import webDesignNorfolkVa from "./web-design-norfolk-va";
import webDesignVirginiaBeachVa from "./web-design-virginia-beach-va";
import webDesignNewportNewsVa from "./web-design-newport-news-va";
import webDesignChesapeakeVa from "./web-design-chesapeake-va";
import webDesignAlexandriaVa from "./web-design-alexandria-va";
import webDesignStauntonVa from "./web-design-staunton-va";
import webDesignWinchesterVa from "./web-design-winchester-va";
import webDesignDanvilleVa from "./web-design-danville-va";
import webDesignBlacksburgVa from "./web-design-blacksburg-va";
import webDesignPortsmouthVa from "./web-design-portsmouth-va";
import webDesignHamptonVa from "./web-design-hampton-va";

export const landingPages: LandingPage[] = [
  constructionCharlestonWv,
  insuranceMorgantownWv,
  hvacHuntingtonWv,
  roofingParkersburgWv,
  electricianWheelingWv,
  webDesignLewisburgWv,
  webDesignWhiteSulphurSpringsWv,
  webDesignAldersonWv,
  webDesignCovingtonVa,
  webDesignGreenbrierCountyWv,
  webDesignRoanokeVa,
  webDesignLynchburgVa,
  webDesignCharlottesvilleVa,
  webDesignRichmondVa,
  webDesignNorfolkVa,
  webDesignVirginiaBeachVa,
  webDesignNewportNewsVa,
  webDesignChesapeakeVa,
  webDesignAlexandriaVa,
  webDesignStauntonVa,
  webDesignWinchesterVa,
  webDesignDanvilleVa,
  webDesignBlacksburgVa,
  webDesignPortsmouthVa,
  webDesignHamptonVa,
];

const bySlug = new Map(landingPages.map((p) => [p.slug, p]));

export const findLandingPage = (slug: string) => bySlug.get(slug);

/** Every landing page's path: the sources counts list each, with zero if no lead came from it. */
export const landingPaths = landingPages.map((p) => `/${p.slug}`);
