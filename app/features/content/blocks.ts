import { z } from "zod";
import { unknownTokens } from "#app/domain/site-tokens";
import { ISTANBUL_LOCAL_PATTERN, istanbulMoment } from "#app/lib/istanbul-time";

/*
 * The typed blocks a content page is made of (ADR 041). Each block is a zod schema with Turkish
 * messages; the admin's editor is generated from these and the API validates with them, so a
 * block staff can save is a block the site can render.
 */

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
// eslint-disable-next-line no-control-regex -- browsers drop these characters inside a URL
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** A link staff may write: a path on this site, http(s), mailto or tel; never `javascript:` or `data:`. */
export function isAllowedLink(url: string): boolean {
  const compact = url.replace(URL_IGNORED, "");
  const scheme = SCHEME.exec(compact)?.[1];
  if (scheme !== undefined) return LINK_SCHEMES.has(scheme.toLowerCase());
  return compact.startsWith("/") && !/^[/\\]{2}/.test(compact);
}

/** An image staff may show: one uploaded into the media folder or one of the site's own images. */
export function isSiteImage(url: string): boolean {
  return /^\/(media|images|brands|clients|certificates)\/[A-Za-z0-9._\-/]+$/.test(url) && !url.includes("..");
}

/** A video staff may show: one of the site's own clips (`/videos/…`) or one uploaded into the media folder. */
export function isSiteVideo(url: string): boolean {
  return /^\/(media|videos)\/[A-Za-z0-9._\-/]+\.(mp4|webm)$/.test(url) && !url.includes("..");
}

/** Markup that must never reach a page, even as text: the renderers escape it, staff are told at once. */
export const SCRIPT_LIKE = /<\s*\/?\s*(script|iframe|object|embed|style)\b|\bon[a-z]+\s*=|javascript\s*:/i;
/** Markdown links and images: `[label](url)` and `![alt](url)`. */
const MARKDOWN_TARGET = /\]\(\s*<?([^)\s>]*)/g;

/** A text field: trimmed, required, at most `max` characters, no markup that could run. */
export const textField = (label: string, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, `${label} boş olamaz.`)
    .max(max, `${label} en fazla ${max.toLocaleString("tr-TR")} karakter olabilir.`)
    .refine((value) => !SCRIPT_LIKE.test(value), `${label} betik, iframe veya javascript: bağlantısı içeremez.`)
    .describe(label);

export const knownTokensOnly = (value: string) => unknownTokens(value).length === 0;

/** Text with Markdown links and site tokens (`{company}`, `{phone}`…): links pass the same check as link fields. */
export const markdownField = (label: string, max: number) =>
  textField(label, max)
    .refine((value) => [...value.matchAll(MARKDOWN_TARGET)].every((match) => isAllowedLink(match[1]!)), `${label} içindeki bağlantılar sitedeki bir sayfaya ya da http(s), e-posta veya telefon adresine gitmeli.`)
    .refine(knownTokensOnly, `${label} bilinmeyen bir yer tutucu içeriyor: yalnızca {company}, {address}, {email} ve {phone} kullanılabilir.`)
    .describe(`${label} (Markdown)`);

export const linkField = (label: string) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, `${label} boş olamaz.`)
    .max(500, `${label} en fazla 500 karakter olabilir.`)
    .refine(isAllowedLink, `${label} sitedeki bir sayfa (/ ile başlayan) ya da http(s), e-posta veya telefon adresi olmalı.`)
    .describe(label);

export const imageField = (label: string) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .max(300, `${label} en fazla 300 karakter olabilir.`)
    .refine(isSiteImage, `${label} sitenin kendi görsellerinden biri olmalı (/media/… ya da /images/…).`)
    // The editor gives it the media library's picker and an upload button (ADR 042).
    .meta({ description: `${label} adresi`, input: "image" });

/** An optional wall-clock time in Istanbul from a datetime-local field (`2026-12-31T23:59`); left empty, there is none. */
export const istanbulTimeField = (label: string) =>
  z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z
        .string({ error: `${label} GG.AA.YYYY SS:DD biçiminde seçilmeli.` })
        .regex(ISTANBUL_LOCAL_PATTERN, `${label} GG.AA.YYYY SS:DD biçiminde seçilmeli.`)
        .refine((value) => !Number.isNaN(istanbulMoment(value).getTime()), `${label} geçerli bir tarih olmalı.`)
        .optional(),
    )
    .meta({ description: `${label} (İstanbul saati, boş: sınır yok)`, input: "datetime-local" });

/** An anchor inside the page: lowercase ASCII letters, digits and hyphens. */
export const anchorSchema = z
  .string({ error: "Bağlantı adı gerekli." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Bağlantı adı yalnızca küçük İngilizce harf, rakam ve tire içerebilir (ör. kisisel-veriler).")
  .max(80, "Bağlantı adı en fazla 80 karakter olabilir.");

export const headingBlock = z.strictObject({ type: z.literal("heading"), id: anchorSchema, text: textField("Başlık", 160) });
export const paragraphBlock = z.strictObject({ type: z.literal("paragraph"), text: markdownField("Paragraf", 5000) });
export const listBlock = z.strictObject({
  type: z.literal("list"),
  items: z.array(markdownField("Madde", 2000)).min(1, "Liste en az bir madde içermeli.").max(50, "Liste en fazla 50 madde içerebilir."),
});
export const richTextBlock = z.strictObject({ type: z.literal("richText"), markdown: markdownField("Metin", 20000) });
export const imageBlock = z.strictObject({ type: z.literal("image"), src: imageField("Görsel"), alt: textField("Alternatif metin", 250) });
export const galleryBlock = z.strictObject({
  type: z.literal("gallery"),
  images: z.array(z.strictObject({ src: imageField("Görsel"), alt: textField("Alternatif metin", 250) })).min(1, "Galeri en az bir görsel içermeli.").max(40, "Galeri en fazla 40 görsel içerebilir."),
});
export const faqBlock = z.strictObject({
  type: z.literal("faq"),
  items: z.array(z.strictObject({ question: textField("Soru", 300), answer: markdownField("Cevap", 3000) })).min(1, "En az bir soru gerekli.").max(60, "En fazla 60 soru eklenebilir."),
});
export const callToActionBlock = z.strictObject({ type: z.literal("callToAction"), title: textField("Başlık", 160), text: markdownField("Metin", 1000), buttonText: textField("Düğme metni", 60), buttonLink: linkField("Düğme bağlantısı") });
export const figuresBlock = z.strictObject({
  type: z.literal("figures"),
  items: z.array(z.strictObject({ value: textField("Değer", 20), label: textField("Açıklama", 80) })).min(1, "En az bir rakam gerekli.").max(12, "En fazla 12 rakam eklenebilir."),
});
export const serviceListBlock = z.strictObject({
  type: z.literal("serviceList"),
  items: z.array(z.strictObject({ title: textField("Hizmet adı", 120), text: markdownField("Açıklama", 1000), link: linkField("Bağlantı") })).min(1, "En az bir hizmet gerekli.").max(24, "En fazla 24 hizmet eklenebilir."),
});
export const districtLinksBlock = z.strictObject({
  type: z.literal("districtLinks"),
  title: textField("Başlık", 160),
  links: z.array(z.strictObject({ label: textField("İlçe", 60), link: linkField("Bağlantı") })).min(1, "En az bir ilçe gerekli.").max(40, "En fazla 40 ilçe eklenebilir."),
});

export const BLOCK_SCHEMAS = {
  heading: headingBlock,
  paragraph: paragraphBlock,
  list: listBlock,
  richText: richTextBlock,
  image: imageBlock,
  gallery: galleryBlock,
  faq: faqBlock,
  callToAction: callToActionBlock,
  figures: figuresBlock,
  serviceList: serviceListBlock,
  districtLinks: districtLinksBlock,
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

/** The Turkish names the editor shows for each block type. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: "Ara başlık",
  paragraph: "Paragraf",
  list: "Madde listesi",
  richText: "Zengin metin (Markdown)",
  image: "Görsel",
  gallery: "Galeri",
  faq: "Sıkça sorulan sorular",
  callToAction: "Harekete geçirici çağrı",
  figures: "Rakamlar",
  serviceList: "Hizmet listesi",
  districtLinks: "İlçe bağlantıları",
};

/** One block, told apart by `type`; an unknown type is refused with the list of known ones. */
export const blockSchema = z.discriminatedUnion("type", Object.values(BLOCK_SCHEMAS) as unknown as [typeof headingBlock, ...(typeof headingBlock)[]], {
  error: (issue) => (issue.code === "invalid_union" ? `Bilinmeyen blok türü. Kullanılabilen türler: ${BLOCK_TYPES.join(", ")}.` : undefined),
}) as unknown as z.ZodType<Block>;

export type Block = { [Type in BlockType]: z.infer<(typeof BLOCK_SCHEMAS)[Type]> }[BlockType];

export const blocksSchema = z.array(blockSchema).max(200, "Bir sayfa en fazla 200 blok içerebilir.");

/** The blocks of a plain text page (the legal texts): headings, paragraphs and lists only. */
export const textBlocksSchema = z
  .array(
    z.discriminatedUnion("type", [headingBlock, paragraphBlock, listBlock], {
      error: (issue) => (issue.code === "invalid_union" ? "Bu sayfada yalnızca ara başlık, paragraf ve madde listesi kullanılabilir." : undefined),
    }),
  )
  .max(200, "Bir sayfa en fazla 200 blok içerebilir.");
