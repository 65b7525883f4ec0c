import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { postFormSchema } from "#app/features/blog/blog-posts.resource";
import { brandFormSchema } from "#app/features/brands/brands.resource";
import { productDialogSchema } from "#app/features/catalog/product-form-dialog";
import { productFormSchema } from "#app/features/catalog/products.resource";
import { siteSettingsFormSchema } from "#app/features/site-settings/site-settings.schema";
import { setupFormSchema } from "#app/features/supplier-import/supplier-profile-form";
import { supplierSetupSchema } from "#app/features/supplier-import/supplier-profile.schema";
import { supportAppFormSchema } from "#app/features/support/support-apps.resource";

/*
 * The admin forms send what their schema outputs, and the API parses it again with its own schema
 * (ADR 034): each output must come back unchanged, or a save would store something else than the
 * form showed as valid.
 */
const cases: [string, z.ZodType, z.ZodType, unknown][] = [
  ["brand", brandFormSchema, brandFormSchema, { name: " Kaydera ", logoUrl: "", description: " Açıklama ", isActive: true }],
  [
    "blog post",
    postFormSchema,
    postFormSchema,
    { title: "Başlık", slug: "baslik", content: "## Giriş", excerpt: "", imageUrl: "/images/a.webp", metaTitle: "", metaDescription: " Kısa ", keywords: "", isPublished: true },
  ],
  [
    "support app",
    supportAppFormSchema,
    supportAppFormSchema,
    { type: "software", name: "İzleme", description: "", version: "2.1", brand: "", downloadUrl: "", androidDownloadUrl: "", iosDownloadUrl: "", windowsDownloadUrl: "https://example.com/kurulum.exe", imageUrl: "", platforms: ["windows"], isActive: true },
  ],
  [
    "site settings",
    siteSettingsFormSchema,
    siteSettingsFormSchema,
    {
      companyName: "Örnek Güvenlik",
      phonePrimary: "+90 262 000 00 00",
      phoneSecondary: "+90 532 000 00 00",
      whatsappNumber: "+90 532 000 00 00",
      email: "bilgi@ornek.example",
      address: "İzmit",
      workingHours: [{ days: "Pazartesi - Cuma", hours: "09:00 - 18:00" }],
      socialLinks: { instagram: "https://instagram.com/ornek", linkedin: "", facebook: "", youtube: "", x: "" },
      mapEmbedUrl: "",
      geoLatitude: "40,7654",
      geoLongitude: "29.9408",
      supplierUrl: "",
      contactRetentionMonths: "24",
    },
  ],
  [
    "supplier profile",
    setupFormSchema,
    supplierSetupSchema,
    {
      catalogueUrl: "https://tedarikci.example/urunler",
      profile: {
        type: "structured",
        listingPaths: "/kameralar\n\n/kayit-cihazlari",
        nextPageSelector: "",
        maxPages: "20",
        selectors: { item: "", name: "", brand: ".marka", category: "", description: "", image: "", sku: "", features: "", specifications: "", link: "" },
        fields: { items: "", name: "", brand: "", category: "", description: "", image: "", sku: "", features: "" },
        categoryMap: [{ supplierCategory: "Güvenlik Kameraları", category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" }],
        defaultBrand: "",
        activate: false,
        downloadImages: true,
        delayMs: "0",
      },
    },
  ],
];

describe("what an admin form sends, the API reads back unchanged", () => {
  // The product's API schema turns the category into its key for the server (ADR 033), so the
  // dialog's body is read back as the same product rather than as the same object.
  it("product dialog", () => {
    const sent: unknown = JSON.parse(
      JSON.stringify(
        productDialogSchema.parse({
          name: " 4 MP Dome Kamera ",
          description: "",
          category: "CCTV & Güvenlik Çözümleri",
          subcategory: "IP Kameralar",
          brand: "Optivizyon",
          imageUrl: "",
          featuresText: "IP67, , Gece görüşü 30 m",
          specifications: [{ name: " Lens ", value: "2,8 mm " }, { name: "", value: "boş" }],
          documents: { manual: "https://example.com/kilavuz.pdf", datasheet: "", installation: "" },
          isActive: false,
          isFeatured: true,
        }),
      ),
    );
    expect(productFormSchema.parse(sent)).toEqual({
      name: "4 MP Dome Kamera",
      description: null,
      categorySlug: "cctv-guvenlik-cozumleri",
      subcategory: "IP Kameralar",
      brand: "Optivizyon",
      imageUrl: null,
      features: ["IP67", "Gece görüşü 30 m"],
      specifications: { Lens: "2,8 mm" },
      documents: [{ kind: "manual", title: "Kullanım Kılavuzu", url: "https://example.com/kilavuz.pdf" }],
      isActive: false,
      isFeatured: true,
    });
  });

  for (const [form, formSchema, apiSchema, fields] of cases) {
    it(form, () => {
      const sent: unknown = JSON.parse(JSON.stringify(formSchema.parse(fields)));
      expect(apiSchema.parse(sent)).toEqual(sent);
    });
  }
});
