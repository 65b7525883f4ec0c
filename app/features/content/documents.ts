import { z } from "zod";
import { blocksSchema } from "./blocks";

/*
 * The kinds of content document (ADR 041): what a document of each kind holds besides its blocks.
 * The URL table stays code: a kind's documents are served by the routes written for it.
 */

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, `${label} boş olamaz.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((value) => !/[<>]/.test(value), `${label} < veya > içeremez.`);

/** Search-engine fields every page has. */
const seoFields = {
  metaDescription: field("Meta açıklama", 320),
  keywords: z.string().trim().max(300, "Anahtar kelimeler en fazla 300 karakter olabilir.").refine((value) => !/[<>]/.test(value), "Anahtar kelimeler < veya > içeremez."),
};

/** A legal text (privacy policy, terms of use, KVKK notice): a heading block opens each section. */
export const legalDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  intro: field("Giriş metni", 600),
  updatedAt: z.iso.date({ error: "Son güncelleme tarihi YYYY-AA-GG biçiminde olmalı." }),
  ...seoFields,
  blocks: blocksSchema.refine((blocks) => blocks[0]?.type === "heading", "Metin bir ara başlıkla başlamalı: her bölüm bir ara başlıkla açılır."),
});

export const DOCUMENT_SCHEMAS = {
  legal: legalDocumentSchema,
} as const;

export type DocumentKind = keyof typeof DOCUMENT_SCHEMAS;
export type DocumentData<Kind extends DocumentKind = DocumentKind> = z.infer<(typeof DOCUMENT_SCHEMAS)[Kind]>;
export type LegalDocumentData = DocumentData<"legal">;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = { legal: "Yasal metin" };

export function isDocumentKind(kind: string): kind is DocumentKind {
  return Object.hasOwn(DOCUMENT_SCHEMAS, kind);
}
