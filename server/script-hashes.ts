import { createHash } from "node:crypto";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

/**
 * The CSP source expression ('sha256-…') of a script's text, as the browser computes it over the
 * UTF-8 bytes between `<script …>` and `</script>`.
 */
export function scriptHash(text: string | Uint8Array): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * A page that many visitors receive (page cache, CDN) cannot carry a nonce, so its inline scripts are
 * allowed by hash. Only the scripts the app itself emits are hashed: the page is rendered with a
 * marker nonce that exists for this one render and is never sent in a CSP, which React, React Router
 * and the root layout put on exactly the elements they create (their inline scripts, preloads and
 * stylesheets). Stored content cannot carry the marker (it did not exist when the content was
 * written), so a script that reached the page any other way is not approved (issue 15).
 *
 * Returns the page without the marker attributes and the hashes of the marked inline scripts. The
 * scan looks only for the marker's bytes: React escapes `<` and `"` in attribute values and React
 * Router escapes `<` inside its scripts, so the first `</script>` after a marked tag ends its script.
 */
export function hashAppScripts(html: Buffer, marker: string): { html: Buffer; hashes: string[] } {
  const attribute = Buffer.from(` nonce="${marker}"`);
  const parts: Buffer[] = [];
  const hashes = new Set<string>();
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    parts.push(html.subarray(from, at));
    from = at + attribute.length;
    const tagStart = html.lastIndexOf(LESS_THAN, at);
    if (!html.subarray(tagStart, tagStart + SCRIPT_OPEN.length).equals(SCRIPT_OPEN)) continue;
    const textStart = html.indexOf(GREATER_THAN, from) + 1;
    const textEnd = html.indexOf(SCRIPT_CLOSE, textStart);
    // An external script (`src`) has no text of its own; 'self' allows it.
    if (textStart > 0 && textEnd > textStart) hashes.add(scriptHash(html.subarray(textStart, textEnd)));
  }
  if (parts.length === 0) return { html, hashes: [] };
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), hashes: [...hashes] };
}
