import { svgIcon } from "./icons";

/** Lucide's "check" (a page icon: in the chunks of the pages that list features). */
export const Check = /* @__PURE__ */ svgIcon('<path d="M20 6 9 17l-5-5"/>');
