import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * What the CSP lets run: a nonce fresh for this one response, or (for a page that is cached and sent
 * to many visitors) the hashes of its inline scripts plus the site's own script files.
 */
export type ScriptAllowance = { nonce: string } | { hashes: string[] };

function scriptSource(allowance: ScriptAllowance): string {
  if ("nonce" in allowance) return `script-src 'self' 'nonce-${allowance.nonce}' 'strict-dynamic'`;
  return ["script-src 'self'", ...allowance.hashes].join(" ");
}

export function contentSecurityPolicy(allowance: ScriptAllowance, isHttps: boolean): string {
  return [
    "default-src 'self'",
    scriptSource(allowance),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: for the few Turkish letters inlined in the stylesheet as their own font face (ADR 027).
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src https://www.google.com https://maps.google.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function securityHeaders(allowance: ScriptAllowance, isHttps: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(allowance, isHttps),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(isHttps ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
