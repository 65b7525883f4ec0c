import type { LegalDocument, LegalSection } from "#app/content/legal";
import type { LegalDocumentData } from "./documents";

/** A legal document's blocks as the legal page renders them: each heading opens a section. */
export function toLegalDocument(data: LegalDocumentData): LegalDocument {
  const sections: LegalSection[] = [];
  for (const block of data.blocks) {
    if (block.type === "heading") {
      sections.push({ id: block.id, heading: block.text, blocks: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) continue;
    const blocks = section.blocks as LegalSection["blocks"][number][];
    if (block.type === "paragraph") blocks.push(block.text);
    else if (block.type === "list") blocks.push({ list: block.items });
  }
  return { title: data.title, intro: data.intro, updatedAt: data.updatedAt, sections };
}
