/** The inbox's cookie names, and reading one from a Cookie header (the server's and the inbox
 * app's). */
export const SESSION_COOKIE = "__Host-lexcore-session";
/** Binds a passkey ceremony's challenge to this browser (server/auth/ceremony.ts). */
export const CEREMONY_COOKIE = "__Host-lexcore-passkey";

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || undefined;
  }
  return undefined;
}
