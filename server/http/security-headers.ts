/** Every response's security headers (server and static `_headers`): scripts only from our
 * origin and by the SHA-256 of the inline scripts. No Cross-Origin-Opener-Policy: it doubled
 * the first main-thread task for little gain (docs/decisions/0008-no-opener-policy.md). */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): string {
  const withHashes = (hashes: readonly string[]) =>
    ["'self'", ...hashes.map((h) => `'${h}'`)].join(" ");
  // Nothing is allowed unless named here; no 'unsafe-inline' anywhere: inline
  // scripts and the inlined stylesheet are allowed by their SHA-256 hashes, and
  // no element carries a style attribute (the build checks).
  return [
    "default-src 'none'",
    `script-src ${withHashes(scriptHashes)}`,
    `style-src ${withHashes(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    // Route data (.data), the form posts from script, the spam challenge.
    "connect-src 'self'",
    // The proof-of-work worker of the forms' spam check.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function securityHeaders(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, styleHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
