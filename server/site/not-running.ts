/** The editor of an inbox started without the site's runtime (the inbox's own tests): every call
 * says so. */
import type { SiteEditor } from "./site-types";

const notRunning = () => Promise.reject(new Error("The site editor is not running here."));

export const siteNotRunning: SiteEditor = {
  documents: notRunning,
  draft: notRunning,
  save: notRunning,
  discard: notRunning,
  changes: notRunning,
  attention: notRunning,
  preview: notRunning,
  previewFile: () => undefined,
  publish: notRunning,
  restore: notRunning,
  history: notRunning,
  uploadImage: notRunning,
};
