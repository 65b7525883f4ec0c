import { parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { isSafeLinkUrl, markdownToPlainText, renderMarkdown } from "./markdown.server";

const SITE = "https://www.ornek-guvenlik.example";

type Node = { nodeName: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node; value?: string };

/** Every element of the HTML as a browser would parse it (parse5 follows the HTML standard). */
function elements(html: string): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (node.tagName) found.push(node);
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parseFragment(html) as unknown as Node);
  return found;
}

const attr = (element: Node, name: string) => element.attrs?.find((item) => item.name === name)?.value;

/** Tags and attributes that Markdown rendering may produce; anything else is a failure. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "loading", "decoding"],
  em: [],
  strong: [],
  s: [],
  code: ["class"],
  pre: [],
  blockquote: [],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["style"],
  td: ["style"],
};

/** How a browser reads a URL's scheme: control characters and whitespace dropped, case folded. */
function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  return /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ""))?.[1]?.toLowerCase();
}

function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  for (const element of elements(html)) {
    const tag = element.tagName!;
    expect(Object.keys(ALLOWED), `unexpected <${tag}> in ${html}`).toContain(tag);
    for (const { name, value } of element.attrs ?? []) {
      expect(name, `event handler in ${html}`).not.toMatch(/^on/i);
      expect(ALLOWED[tag], `unexpected ${name} on <${tag}> in ${html}`).toContain(name);
      if (name === "href") expect([undefined, "http", "https", "mailto", "tel"], `href ${value}`).toContain(schemeOf(value));
      if (name === "src") {
        expect(schemeOf(value), `img src ${value}`).toBeUndefined();
        expect(value, `img src ${value}`).not.toMatch(/^[/\\]{2}/);
      }
      if (name === "style") expect(value).toMatch(/^text-align:(left|center|right)$/);
      if (name === "class") expect(value).toMatch(/^language-[^\s"'<>]+$/);
    }
  }
}

const SVG_DATA = "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+";

/** Payloads from the usual XSS cheat sheets, plus Markdown's own link and image tricks. */
const XSS_CORPUS: readonly string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<<script>script>alert(1)<</script>/script>",
  "<img src=x onerror=alert(1)>",
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<iframe src=javascript:alert(1)></iframe>",
  '<object data="javascript:alert(1)"></object>',
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  "<input onfocus=alert(1) autofocus>",
  '<a href="javascript:alert(1)">tıkla</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  "<style>body{display:none}</style>",
  '<form action="https://evil.example"><button>Gönder</button></form>',
  "[tıkla](javascript:alert(1))",
  "[tıkla](JaVaScRiPt:alert(1))",
  "[tıkla](&#106;avascript:alert(1))",
  "[tıkla](&#x6A;avascript:alert(1))",
  "[tıkla](java&#9;script:alert(1))",
  "[tıkla](javascript&#58;alert(1))",
  "[tıkla](javascript&colon;alert(1))",
  "[tıkla](%6Aavascript:alert(1))",
  "[tıkla](\u0001javascript:alert(1))",
  "[tıkla](<javascript:alert(1)>)",
  "[tıkla](javascript://%0aalert(1))",
  "[tıkla](vbscript:msgbox(1))",
  "[tıkla](file:///etc/passwd)",
  "[tıkla](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  `[tıkla](${SVG_DATA})`,
  "[tıkla][ref]\n\n[ref]: javascript:alert(1)",
  '[tıkla](/yol "başlık\\" onmouseover=\\"alert(1)")',
  "[<img src=x onerror=alert(1)>](https://a.example)",
  '["><script>alert(1)</script>](https://a.example)',
  "<javascript:alert(1)>",
  "<vbscript:msgbox(1)>",
  "javascript:alert(1) ve www.example.com/\"onmouseover=alert(1)",
  "![x](javascript:alert(1))",
  `![x](${SVG_DATA})`,
  "![x](data:image/png;base64,iVBORw0KGgo=)",
  '![x" onerror="alert(1)](/a.png)',
  '![x](/a.png "t\\" onerror=\\"alert(1)")',
  "![x](https://evil.example/iz.png)",
  "![x](//evil.example/iz.png)",
  "![x](/\\evil.example/iz.png)",
  "```\n<script>alert(1)</script>\n```",
  '```js" onclick="alert(1)\nkod\n```',
  "    <script>alert(1)</script>",
  "`<script>alert(1)</script>`",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "| a | b |\n|:-|-:|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |",
];

describe("renderMarkdown: the XSS corpus renders inert", () => {
  it("has at least 30 payloads", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))("%s", (payload) => {
    expectInert(renderMarkdown(payload, { siteOrigin: SITE }));
    expectInert(renderMarkdown(`Giriş paragrafı\n\n${payload}\n\nSon paragraf`));
  });

  it("shows raw HTML as text instead of dropping it", () => {
    const html = renderMarkdown("<b>kalın</b> <script>alert(1)</script>");
    expect(html).toContain("&lt;b&gt;kalın&lt;/b&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("leaves a refused link as its text, without an anchor", () => {
    const html = renderMarkdown("[tıkla](javascript:alert(1))");
    expect(elements(html).some((element) => element.tagName === "a")).toBe(false);
  });
});

describe("renderMarkdown: what authors use", () => {
  it("turns a single newline into a line break, so plain-text posts keep their lines", () => {
    const html = renderMarkdown("Birinci satır\nİkinci satır\n\nYeni paragraf");
    expect(html).toBe("<p>Birinci satır<br>\nİkinci satır</p>\n<p>Yeni paragraf</p>\n");
  });

  it("renders headings below the page's h1, lists, emphasis and tables", () => {
    const html = renderMarkdown("# Başlık\n\n## Alt başlık\n\n### Üçüncü\n\n- bir\n- iki\n\n1. ilk\n2. ikinci\n\n**kalın** ve *eğik*\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    const tags = elements(html).map((element) => element.tagName);
    expect(tags).not.toContain("h1");
    expect(tags.filter((tag) => tag === "h2")).toHaveLength(2);
    expect(tags).toEqual(expect.arrayContaining(["h3", "ul", "ol", "li", "strong", "em", "table", "td"]));
  });

  it("opens links to other sites in a new tab with rel=noopener noreferrer; own links stay as they are", () => {
    const html = renderMarkdown(
      "[dış](https://dis-site.example/yol) [iç](/urunler) [mutlak iç](https://www.ornek-guvenlik.example/iletisim) [göreli](//dis.example) [e-posta](mailto:bilgi@ornek.example) [telefon](tel:+902620000000)",
      { siteOrigin: SITE },
    );
    const links = elements(html).filter((element) => element.tagName === "a");
    const byText = (href: string) => links.find((link) => attr(link, "href") === href)!;
    expect(attr(byText("https://dis-site.example/yol"), "rel")).toBe("noopener noreferrer");
    expect(attr(byText("https://dis-site.example/yol"), "target")).toBe("_blank");
    expect(attr(byText("//dis.example"), "rel")).toBe("noopener noreferrer");
    for (const own of ["/urunler", "https://www.ornek-guvenlik.example/iletisim", "mailto:bilgi@ornek.example", "tel:+902620000000"]) {
      expect(attr(byText(own), "rel"), own).toBeUndefined();
      expect(attr(byText(own), "target"), own).toBeUndefined();
    }
  });

  it("links bare web addresses", () => {
    const [link] = elements(renderMarkdown("Ayrıntılar https://dis-site.example/belge adresinde.")).filter((element) => element.tagName === "a");
    expect(attr(link!, "href")).toBe("https://dis-site.example/belge");
    expect(attr(link!, "rel")).toBe("noopener noreferrer");
  });

  it("shows the site's own images lazily and offers other sites' images as links (CSP img-src 'self', no third-party request)", () => {
    const html = renderMarkdown("![Kamera](/media/kamera.webp \"Başlık\") ![Uzak](https://dis-site.example/resim.png) ![Mutlak](https://www.ornek-guvenlik.example/media/a.webp)", { siteOrigin: SITE });
    const images = elements(html).filter((element) => element.tagName === "img");
    expect(images.map((image) => attr(image, "src"))).toEqual(["/media/kamera.webp", "https://www.ornek-guvenlik.example/media/a.webp"]);
    expect(attr(images[0]!, "alt")).toBe("Kamera");
    expect(attr(images[0]!, "loading")).toBe("lazy");
    const remote = elements(html).find((element) => element.tagName === "a")!;
    expect(attr(remote, "href")).toBe("https://dis-site.example/resim.png");
    expect(attr(remote, "rel")).toBe("noopener noreferrer");
    expect(html).toContain("Görsel: Uzak");
  });
});

describe("isSafeLinkUrl", () => {
  it.each(["https://a.example", "http://a.example", "mailto:a@b.example", "tel:+90", "/yol", "yol/alt", "#bolum", "?q=1", "//a.example"])("allows %s", (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each(["javascript:alert(1)", " JAVASCRIPT:x", "java\tscript:x", "vbscript:x", "data:text/html,x", "data:image/png;base64,x", "file:///etc", "ftp://a.example", "intent://x", "yol:alt"])(
    "refuses %s",
    (url) => {
      expect(isSafeLinkUrl(url)).toBe(false);
    },
  );
});

describe("markdownToPlainText", () => {
  it("keeps the words a reader sees and drops the Markdown syntax", () => {
    expect(markdownToPlainText("## Başlık\n\n- **bir** madde\n- [bağlantı](/x) ve `kod`\n\n![görsel](/a.png)\nsatır &amp; son")).toBe(
      "Başlık bir madde bağlantı ve kod görsel satır & son",
    );
  });

  it("shows raw HTML as the characters typed", () => {
    expect(markdownToPlainText("<b>kalın</b>")).toBe("<b>kalın</b>");
  });
});
