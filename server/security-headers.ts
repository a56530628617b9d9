/**
 * The security headers of every response, shared by the server and the
 * `_headers` file written for static hosts. Scripts are allowed only from our
 * origin and by the SHA-256 hashes of the prerendered pages' inline scripts.
 *
 * No Cross-Origin-Opener-Policy: on a page with no signed-in state it bought
 * little, and it made the browser move every visit into a cold renderer process
 * (a browsing-context-group switch), doubling the first main-thread task.
 * Measured and weighed in docs/decisions/0008-no-opener-policy.md.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React writes style attributes (illustration bar widths); no style elements are injected.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The spam challenge's solver is a module worker from our own origin.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
