/** Names the Site pages share in the browser and on the server. */

/** The id of a new landing page before it has a slug. */
export const NEW_PAGE = "new";
export const LANDING_GROUP = "Landing pages";

/** A document's editor page, under the inbox's basename. */
export const editPath = (id: string) => `/site/edit/${id}`;

/** The acts that ask for a recent sign-in (components/sign-in-again.tsx says why). */
export const PUBLISH = "publish the site";
export const RESTORE = "restore a version";
