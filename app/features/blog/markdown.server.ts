import MarkdownIt from "markdown-it";

/*
 * Blog content is Markdown, rendered on the server (ADR 013). Raw HTML is off, so any tag in the
 * source is shown as text; link and image addresses pass an allowlist of schemes; a single newline
 * is a line break, so plain-text posts look as they were typed.
 */

type RenderEnv = { siteOrigin?: string };
const originOf = (env: unknown) => (env as RenderEnv | undefined)?.siteOrigin;

/** Characters a browser drops or ignores when it parses a URL: C0 controls, space, tab and newlines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * True for the addresses a link may have: http, https, mailto, tel, or a relative address.
 * `javascript:`, `vbscript:`, `data:`, `file:` and every other scheme are refused, however they are
 * cased, padded or entity-encoded (markdown-it decodes entities before it calls this).
 */
export function isSafeLinkUrl(url: string): boolean {
  const compact = url.replace(URL_IGNORED, "");
  const scheme = SCHEME.exec(compact)?.[1];
  if (scheme !== undefined) return LINK_SCHEMES.has(scheme.toLowerCase());
  // No scheme: a path, query or fragment. A colon before any slash would make some parsers see one.
  return !/^[^/?#]*:/.test(compact);
}

/** An image renders only from this site (a relative path or the site's own origin): CSP allows `img-src 'self'`. */
function isOwnImage(src: string, siteOrigin: string | undefined): boolean {
  if (!SCHEME.test(src) && !startsLikeOtherHost(src)) return true;
  if (!siteOrigin) return false;
  try {
    return new URL(src).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/** `//host`, and `/\host` or `\\host`, which browsers read the same way. */
function startsLikeOtherHost(url: string): boolean {
  return /^[/\\]{2}/.test(url.replace(URL_IGNORED, ""));
}

function isExternalLink(href: string, siteOrigin: string | undefined): boolean {
  if (!/^https?:/i.test(href) && !startsLikeOtherHost(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

function createRenderer() {
  const md = new MarkdownIt("default", { html: false, breaks: true, linkify: true, typographer: false });
  md.linkify.set({ fuzzyEmail: false });
  md.validateLink = isSafeLinkUrl;

  const renderToken: NonNullable<typeof md.renderer.rules.default> = (tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options);

  // The page's title is the only h1: '#' renders as h2, deeper levels stay as written.
  const heading = (tokens: Parameters<typeof renderToken>[0], idx: number) => {
    const token = tokens[idx]!;
    if (token.tag === "h1") token.tag = "h2";
  };
  md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
    heading(tokens, idx);
    return renderToken(tokens, idx, options, env, self);
  };
  md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
    heading(tokens, idx);
    return renderToken(tokens, idx, options, env, self);
  };

  // A fenced block's language becomes a class name: keep it to plain name characters.
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    token.info = (token.info.trim().split(/\s+/)[0] ?? "").replace(/[^\w+#.-]/g, "");
    return fence(tokens, idx, options, env, self);
  };

  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet("href") ?? "");
    if (isExternalLink(href, originOf(env))) {
      token.attrSet("target", "_blank");
      token.attrSet("rel", "noopener noreferrer");
    }
    return renderToken(tokens, idx, options, env, self);
  };

  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet("src") ?? "");
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    if (isOwnImage(src, originOf(env))) {
      token.attrSet("alt", alt);
      token.attrSet("loading", "lazy");
      token.attrSet("decoding", "async");
      return self.renderToken(tokens, idx, options);
    }
    // A picture from another site would be blocked by the CSP and would tell that site who reads
    // the post (KVKK: no third-party request on page load): offer it as a link instead.
    const label = md.utils.escapeHtml(alt ? `Görsel: ${alt}` : "Görseli aç");
    return `<a href="${md.utils.escapeHtml(src)}" target="_blank" rel="noopener noreferrer">${label}</a>`;
  };

  return md;
}

const renderer = createRenderer();

/** The post's Markdown as safe HTML. `siteOrigin` tells own absolute links and images from other sites'. */
export function renderMarkdown(markdown: string, options: RenderEnv = {}): string {
  return renderer.render(markdown, { ...options });
}

/** The words a reader sees: Markdown syntax removed, whitespace collapsed to single spaces. */
export function markdownToPlainText(markdown: string): string {
  const parts: string[] = [];
  for (const block of renderer.parse(markdown, {})) {
    if (block.type === "inline") {
      for (const child of block.children ?? []) {
        if (child.type === "text" || child.type === "code_inline") parts.push(child.content);
        else if (child.type === "image") parts.push(child.content);
        else if (child.type === "softbreak" || child.type === "hardbreak") parts.push(" ");
      }
    } else if (block.type === "code_block" || block.type === "fence") {
      parts.push(block.content);
    }
    if (block.block) parts.push(" ");
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}
