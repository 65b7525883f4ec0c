import { describe, expect, it } from "vitest";
import { diffDocuments, diffWords } from "./content-diff";

describe("diffWords", () => {
  it("marks the words removed and added, keeping the rest", () => {
    expect(diffWords("Bizi 0262 111 22 33 numaradan arayın.", "Bizi 0262 999 88 77 numaradan arayın.")).toEqual([
      { kind: "same", text: "Bizi 0262 " },
      { kind: "added", text: "999 88 77 " },
      { kind: "removed", text: "111 22 33 " },
      { kind: "same", text: "numaradan arayın." },
    ]);
  });
});

describe("diffDocuments", () => {
  it("names each changed field by its path, and fields that went or came", () => {
    const before = { title: "Hakkımızda", blocks: [{ type: "paragraph", text: "Eski metin" }, { type: "heading", text: "Silinen" }] };
    const after = { title: "Hakkımızda", blocks: [{ type: "paragraph", text: "Yeni metin" }], intro: "Giriş" };
    const changes = diffDocuments(before, after);
    expect(changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ["blocks.0.text", "Eski metin", "Yeni metin"],
      ["intro", null, "Giriş"],
      ["blocks.1.type", "heading", null],
      ["blocks.1.text", "Silinen", null],
    ]);
  });

  it("finds nothing between equal documents", () => {
    expect(diffDocuments({ a: [1, "x"] }, { a: [1, "x"] })).toEqual([]);
  });
});
