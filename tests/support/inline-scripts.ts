import { load } from "cheerio";
import { scriptHash } from "#server/script-hashes";

// Types a browser executes; JSON-LD and other data blocks are not scripts to CSP.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP hash of every inline script a browser would run in this HTML, found by parsing it the
 * way a browser does: what a page's CSP must allow for its scripts to run, and nothing more.
 */
export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  const hashes = new Set<string>();
  $("script").each((_, element) => {
    const script = $(element);
    if (script.attr("src") !== undefined) return;
    if (!EXECUTABLE_TYPES.has((script.attr("type") ?? "").trim().toLowerCase())) return;
    hashes.add(scriptHash(script.html() ?? ""));
  });
  return [...hashes];
}
