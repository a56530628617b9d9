/** Visitor-written text as the owner's mail shows it: never a link a mail program would make
 * live (schemes and host names defanged, `hxxps://evil[.]example/admin`), always set apart as
 * quoted text. The inbox shows the same values as plain text; webhooks get them as data. */

const SCHEMES = /\b(https?|s?ftp|ftps|wss?|file|data|javascript|vbscript|mailto|news|irc)(:)/giu;
/** A host name: dotted labels ending in one of two or more letters (example.org, www.x.co.uk). */
const HOSTS = /(?<![\p{L}\p{N}_-])(?:[\p{L}\p{N}-]+\.)+\p{L}[\p{L}\p{N}-]+(?![\p{L}\p{N}_-])/gu;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
/** Full stops mail programs read as dots in a host name. */
const OTHER_DOTS = /[\u3002\uff0e\uff61]/g;

/** `https://evil.example/admin` as `hxxps://evil[.]example/admin`; idempotent. */
export function defang(text: string): string {
  return text
    .replace(SCHEMES, (_m, scheme: string) =>
      /^https?$/i.test(scheme) ? `${scheme.replace(/t/gi, "x")}:` : `${scheme}[:]`,
    )
    .replace(OTHER_DOTS, "[.]")
    .replace(HOSTS, (host) => host.replaceAll(".", "[.]"))
    .replace(IPV4, (ip) => ip.replaceAll(".", "[.]"));
}

/** Each line after "> ", defanged, so nothing typed can pass for the mail's own lines or a link. */
export const quotedLines = (text: string) => (text ? defang(text).replace(/^/gm, "> ") : "");

/** A one-line value in double quotes, defanged, inside the mail's own sentence. */
export const inQuotes = (text: string) => JSON.stringify(defang(text));
