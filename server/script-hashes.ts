import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

// Types a browser executes; JSON-LD and other data blocks are not scripts to CSP.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP source expressions ('sha256-…') of every inline script in an HTML document. A page served
 * to many visitors (page cache, CDN) is allowed its own scripts by their hashes instead of a nonce,
 * which would be shared by everyone who got the copy.
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let inInlineScript = false;
  let text = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script") return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        inInlineScript = attributes.src === undefined && EXECUTABLE_TYPES.has(type);
        text = "";
      },
      ontext(data) {
        if (inInlineScript) text += data;
      },
      onclosetag(name) {
        if (name !== "script" || !inInlineScript) return;
        hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
        inInlineScript = false;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}
