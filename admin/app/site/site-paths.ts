/** Names the Site pages share in the browser and on the server. */

/** The id of a new landing page before it has a slug. */
export const NEW_PAGE = "new";
export const LANDING_GROUP = "Landing pages";
/** A landing page's document id is this and its slug ("landing/web-design-roanoke-va"). */
export const LANDING_PREFIX = "landing/";

/** A document's editor page, under the inbox's basename. */
export const editPath = (id: string) => `/site/edit/${id}`;

/** The acts that ask for a recent sign-in (components/sign-in-again.tsx says why). */
export const PUBLISH = "publish the site";
export const RESTORE = "restore a version";

/** Where an image field posts its picture (the server's PHOTO_UPLOAD_PATH). */
export const PHOTO_PATH = "/admin/site/photo";

/** The pictures an image field takes (the server re-encodes them, and checks their bytes). */
export const UPLOAD_TYPES = "image/jpeg,image/png,image/webp,image/avif";
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file will not be taken, before it is sent; undefined when it may be. */
export function uploadRefusal(file: { type: string; size: number }): string | undefined {
  if (!UPLOAD_TYPES.split(",").includes(file.type))
    return "Choose a JPEG, PNG, WebP or AVIF picture.";
  if (file.size > UPLOAD_MAX_BYTES) return "This picture is over 10 MB. Choose a smaller one.";
  if (file.size === 0) return "Choose a picture first.";
  return undefined;
}
