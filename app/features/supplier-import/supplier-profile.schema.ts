import { z } from "zod";

const selector = z.string().trim().min(1).max(200);
const categoryTarget = z.object({ category: z.string().trim().min(1), subcategory: z.string().trim().min(1).optional() });

/**
 * How to read one supplier (stored in the site settings): where the listings are, how to page
 * through them, where each field sits, and how the supplier's categories map onto our 12.
 * `html` reads pages with CSS selectors; `json` and `csv` read a feed with field names.
 */
export const supplierProfileSchema = z.object({
  type: z.enum(["html", "json", "csv"]).default("html"),
  /** Paths or URLs of the listing pages or feeds, resolved against the supplier URL. */
  listingPaths: z.array(z.string().trim().min(1).max(500)).min(1).max(20).default(["/"]),
  /** html: the link to the next listing page; pages are followed until it is missing or `maxPages`. */
  nextPageSelector: selector.optional(),
  maxPages: z.number().int().min(1).max(100).default(20),
  selectors: z
    .object({
      item: selector,
      name: selector,
      brand: selector.optional(),
      description: selector.optional(),
      image: selector.optional(),
      category: selector.optional(),
      features: selector.optional(),
      /** Rows of a specification table: the first cell is the name, the second the value. */
      specifications: selector.optional(),
    })
    .optional(),
  /** json/csv: the field holding each value; `items` is the JSON key holding the array. */
  fields: z
    .object({
      items: z.string().optional(),
      name: z.string(),
      brand: z.string().optional(),
      description: z.string().optional(),
      image: z.string().optional(),
      category: z.string().optional(),
      features: z.string().optional(),
    })
    .optional(),
  /** The supplier's category text (compared folded) → our category and, optionally, subcategory. */
  categoryMap: z.record(z.string(), categoryTarget).default({}),
  /** Used when the supplier names no brand. */
  defaultBrand: z.string().trim().min(1).max(120).optional(),
  /** Imported products are passive by default, so staff review them before they go live. */
  activate: z.boolean().default(false),
  downloadImages: z.boolean().default(true),
  delayMs: z.number().int().min(0).max(10_000).default(300),
});
export type SupplierProfile = z.output<typeof supplierProfileSchema>;

/** The default profile: a catalogue of product cards with a "next page" link. */
export const DEFAULT_SUPPLIER_PROFILE: SupplierProfile = supplierProfileSchema.parse({
  type: "html",
  listingPaths: ["/katalog/urunler"],
  nextPageSelector: "a.sonraki",
  selectors: {
    item: "article.urun",
    name: ".urun-adi",
    brand: ".marka",
    description: ".aciklama",
    image: "img.gorsel",
    category: ".kategori",
    features: ".ozellikler li",
    specifications: "table.teknik tr",
  },
  categoryMap: {
    "IP Kameralar": { category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" },
    "Kayıt Cihazları": { category: "CCTV & Güvenlik Çözümleri", subcategory: "NVR/DVR" },
    "Yangın Dedektörleri": { category: "Yangın Algılama ve İhbar Sistemleri" },
  },
});
