import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The repository explains itself (issue 28, item 6): a comment may point only at documents that are
 * in the repository. The product description, design notes and conventions the code was first
 * written from are not, so a comment citing "SPEC 2", "DESIGN 10", "CONVENTIONS 5" or "SPEC.md"
 * fails here; the rule it meant belongs in docs/product.md, docs/architecture.md, docs/security.md
 * or an ADR. The citations that remain must lead somewhere: a `docs/….md#anchor` names a heading of
 * that file, an "ADR n" a file in docs/decisions.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "scripts", "bench", "tests"];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const THIS_FILE = path.relative(ROOT, import.meta.filename);

/**
 * "SPEC 2", "DESIGN 10", "SPEC's", "SPEC §3", "CONVENTIONS 5": the names of the notes beside the
 * repository in capitals; or any of their file names.
 */
const OUTSIDE_DOCUMENT = [/\b(?:SPEC|DESIGN|CONVENTIONS|STACK-NOTES)\b/, /\b(?:spec|design|conventions|stack-notes)\.md\b|\barchitecture\.json\b|\.\.\/shared\//i];

/** Whether a comment cites one of those notes. */
function citesOutsideDocument(comment: string): boolean {
  return OUTSIDE_DOCUMENT.some((pattern) => pattern.test(comment));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("node_modules"));
}

/**
 * The comments of a file: for scripts, the trivia before each token as TypeScript's parser cuts them
 * (so `//` in a string, a template or a regular expression is no comment); for CSS, block comments.
 */
function commentsOf(file: string, text: string): string[] {
  if (file.endsWith(".css")) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map<number, number>();
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) ranges.set(range.pos, range.end);
    for (const range of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) ranges.set(range.pos, range.end);
  };
  visit(source);
  return [...ranges].sort(([a], [b]) => a - b).map(([start, end]) => text.slice(start, end));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(document: string): Set<string> {
  const text = readFileSync(path.join(ROOT, document), "utf8");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

const files = SCANNED.flatMap(sourceFiles).filter((file) => file !== THIS_FILE);
const comments = files.flatMap((file) => commentsOf(file, readFileSync(path.join(ROOT, file), "utf8")).map((comment) => ({ file, comment })));

describe("comments cite only documents in the repository", () => {
  it("finds the comments of the source tree", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(comments.some(({ file }) => file === path.join("app", "features", "calculator", "hdd-calculator.ts"))).toBe(true);
  });

  it.each([
    ["// Kbps by resolution (SPEC 9).", true],
    ["/** The calculator (DESIGN 8): total Kbps. */", true],
    ["/* SPEC's six sample posts */", true],
    ["// see SPEC §3", true],
    ["// as DESIGN.md says", true],
    ["// read ../shared/spec.md", true],
    ["// a test fails on console.error (CONVENTIONS 15)", true],
    ["// the picture in ../shared/architecture.json", true],
    ["// the spec of a CreateSpec<T>: the table and its names", false],
    ["// a good design choice", false],
    ["// docs/product.md#calculator", false],
  ])("%s → %s", (comment, cites) => {
    expect(citesOutsideDocument(comment)).toBe(cites);
  });

  it("reads comments, not code or strings", () => {
    const text = 'const SPEC = "DESIGN 8";\nconst url = `${"a"}://b // SPEC 1`;\nconst re = /\\/\\/ SPEC 4/;\n// a comment\nf(); /* SPEC 2 */\nfunction g() {\n  // last in a block\n}\n';
    expect(commentsOf("app/x.ts", text)).toEqual(["// a comment", "/* SPEC 2 */", "// last in a block"]);
    expect(commentsOf("app/x.css", ".a { content: 'SPEC 2'; } /* DESIGN 3a */")).toEqual(["/* DESIGN 3a */"]);
  });

  it("no comment cites SPEC, DESIGN or the other notes beside the repository", () => {
    const offenders = comments.filter(({ comment }) => citesOutsideDocument(comment)).map(({ file, comment }) => `${file}: ${comment.split("\n").find(citesOutsideDocument)!.trim()}`);
    expect(offenders, "point the comment at docs/product.md, docs/architecture.md, docs/security.md or an ADR").toEqual([]);
  });

  it("every docs/….md#anchor a comment names is a heading of that document", () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const { file, comment } of comments) {
      for (const [, document, anchor] of comment.matchAll(/\b(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g)) {
        if (!existsSync(path.join(ROOT, document!))) {
          broken.push(`${file}: ${document} does not exist`);
          continue;
        }
        if (anchor === undefined) continue;
        if (!anchors.has(document!)) anchors.set(document!, anchorsOf(document!));
        if (!anchors.get(document!)!.has(anchor)) broken.push(`${file}: ${document}#${anchor} names no heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every ADR a comment names is in docs/decisions", () => {
    const decisions = new Set(readdirSync(path.join(ROOT, "docs", "decisions")).map((name) => name.slice(0, 3)));
    const missing = comments.flatMap(({ file, comment }) =>
      [...comment.matchAll(/\bADRs? (\d{3})\b/g)].filter(([, number]) => !decisions.has(number!)).map(([citation]) => `${file}: ${citation}`),
    );
    expect(missing).toEqual([]);
  });
});
