import { createRequire } from "node:module";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";

// patches/react-dom+19.3.1.patch (ADR 039, "Tenth session"): `renderToString` takes an
// `unstable_segments` array and hands its output over in pieces of ~16,000 characters, the last one
// returned, so that app/entry.server.tsx never makes one flat copy of a whole document (two bytes a
// character in Turkish, a large-object allocation past 128 KB). When React changes, these tests say
// whether the patch still applies and takes effect, in both of React's builds: the server runs the
// production one, the tests the development one.
const require = createRequire(import.meta.url);
type RenderToString = (element: ReactElement, options?: { identifierPrefix?: string; unstable_segments?: string[] }) => string;
// React DOM's package exports do not name its builds' files, so they are loaded by path.
const build = (name: string) => (require(path.resolve(`node_modules/react-dom/cjs/react-dom-server-legacy.node.${name}.js`)) as { renderToString: RenderToString }).renderToString;
const builds: [string, RenderToString][] = [
  ["production", build("production")],
  ["development", build("development")],
];

/** A document of Turkish text as large as a catalogue page (~150,000 characters). */
const page = () =>
  createElement(
    "main",
    null,
    Array.from({ length: 2000 }, (_, index) => createElement("p", { key: index, className: "ürün" }, `Güvenlik kamerası ${index}: şık, ığdır & İzmit <kurulum>`)),
  );

describe.each(builds)("React DOM's %s build, patched", (_name, renderToString) => {
  it("hands a large document over in pieces of about 16,000 characters whose concatenation is the unpatched output", () => {
    const whole = renderToString(page());
    const segments: string[] = [];
    segments.push(renderToString(page(), { unstable_segments: segments }));
    expect(whole.length).toBeGreaterThan(150_000);
    expect(segments.length).toBeGreaterThan(8);
    for (const segment of segments) expect(segment.length).toBeLessThan(16_384 + 200);
    expect(segments.join("")).toBe(whole);
  });

  it("leaves a small document whole, and renders as before without the option", () => {
    const segments: string[] = [];
    const small = createElement("p", null, "Ürünler");
    expect(renderToString(small, { unstable_segments: segments })).toBe("<p>Ürünler</p>");
    expect(segments).toEqual([]);
    expect(renderToString(small)).toBe("<p>Ürünler</p>");
  });
});
