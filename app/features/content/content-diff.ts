/*
 * What changed between two versions of a document, field by field, for the revisions screen
 * (ADR 041): every text leaf by its path (`blocks.3.text`), and for a changed text the words
 * removed and added, so that staff read the change rather than two long paragraphs.
 */

export type TextPart = { kind: "same" | "added" | "removed"; text: string };
export type FieldChange = { field: string; before: string | null; after: string | null; parts: TextPart[] };

/** Longer texts are shown as a whole replacement: the word table would grow past this many cells. */
const MAX_CELLS = 4_000_000;

function leaves(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, prefix ? `${prefix}.${index}` : String(index), into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, into);
  else if (value !== undefined && value !== null) into.set(prefix, String(value));
  return into;
}

/** A word-level diff (longest common subsequence); whitespace stays with the word before it. */
export function diffWords(before: string, after: string): TextPart[] {
  const a = before.match(/\S+\s*|\s+/g) ?? [];
  const b = after.match(/\S+\s*|\s+/g) ?? [];
  if (a.length * b.length > MAX_CELLS) return [...(before ? [{ kind: "removed" as const, text: before }] : []), ...(after ? [{ kind: "added" as const, text: after }] : [])];
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  }
  const parts: TextPart[] = [];
  const push = (kind: TextPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push("same", a[i]!);
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      push("added", b[j]!);
      j += 1;
    } else {
      push("removed", a[i]!);
      i += 1;
    }
  }
  return parts;
}

/** Every field whose text differs between `before` and `after`, in the order of `after`, then removed ones. */
export function diffDocuments(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before, "", new Map());
  const next = leaves(after, "", new Map());
  const changes: FieldChange[] = [];
  for (const [field, text] of next) {
    const previous = old.get(field) ?? null;
    if (previous !== text) changes.push({ field, before: previous, after: text, parts: diffWords(previous ?? "", text) });
  }
  for (const [field, text] of old) if (!next.has(field)) changes.push({ field, before: text, after: null, parts: [{ kind: "removed", text }] });
  return changes;
}
