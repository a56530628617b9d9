/** Invites through the People page, as the inbox tests send them: the form, the link it shows,
 * and taking the link with a new software passkey. */
import type { Role } from "../../../server/auth/records";
import { CEREMONY, challengeOf, setCookie, softPasskey, type Inbox } from "./inbox-http";

/** The People page's invite form, posted with `cookie`; `confirm` answers the warning that the
 * address has access already. */
export const postInvite = (
  inbox: Inbox,
  cookie: string,
  email: string,
  role: Role,
  confirm = false,
) =>
  inbox.post(
    "/admin/people",
    `intent=invite&email=${encodeURIComponent(email)}&role=${role}${confirm ? "&confirm=yes" : ""}`,
    cookie,
  );

/** The invite link an answer to postInvite shows, and its path. */
export function inviteLinkIn(html: string) {
  const [link, path] = /http:\/\/localhost:4999(\/admin\/invite\/[\w-]+)/.exec(html)!;
  return { link, path: path! };
}

/**
 * Takes an invite link (its path under /admin/invite/) with a new software
 * passkey: the page, then the registration posted with its ceremony cookie.
 */
export async function takeInvite(inbox: Inbox, link: string, name = "New key") {
  const path = new URL(link).pathname;
  const page = await inbox.get(path);
  const passkey = softPasskey();
  const ceremony = setCookie(page, CEREMONY);
  const response = JSON.stringify(passkey.register(challengeOf(page.body)));
  const res = await inbox.post(
    path,
    `name=${encodeURIComponent(name)}&response=${encodeURIComponent(response)}`,
    ceremony ? `${CEREMONY}=${ceremony}` : undefined,
  );
  return { res, passkey };
}
