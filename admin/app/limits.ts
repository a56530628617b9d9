/** The store's limit on a private note (the inbox refuses longer ones with a 400). */
export { NOTE_MAX } from "../../server/leads/inbox/inbox-types";
