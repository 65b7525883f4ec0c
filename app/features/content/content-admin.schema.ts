import { z } from "zod";
import { ISTANBUL_LOCAL_PATTERN, istanbulMoment } from "#app/lib/istanbul-time";

/* The admin API's request bodies (ADR 041): every write names the version the editor loaded. */

const version = z.number({ error: "Sürüm numarası gerekli." }).int().positive("Sürüm numarası geçersiz.");

export const draftBodySchema = z.strictObject({ version, data: z.unknown() });
export const publishBodySchema = z.strictObject({ version, data: z.unknown().optional() });
export const unpublishBodySchema = z.strictObject({ version });

/** A wall-clock time in Istanbul as the form's datetime-local field sends it: `2026-12-01T10:30`. */
const istanbulLocal = z
  .string({ error: "Yayın zamanı gerekli." })
  .regex(ISTANBUL_LOCAL_PATTERN, "Yayın zamanı GG.AA.YYYY SS:DD biçiminde seçilmeli.")
  .transform((value, context) => {
    const at = istanbulMoment(value);
    if (Number.isNaN(at.getTime())) {
      context.addIssue({ code: "custom", message: "Geçersiz yayın zamanı." });
      return z.NEVER;
    }
    return at;
  });

export const scheduleBodySchema = z.strictObject({ version, scheduledAt: istanbulLocal, data: z.unknown().optional() });
export const restoreBodySchema = z.strictObject({ version });

/** A staff landing page's address: one path segment, lower-case ASCII letters, digits and single hyphens. */
export const landingSlugSchema = z
  .string({ error: "Sayfa adresi gerekli." })
  .trim()
  .min(3, "Sayfa adresi en az 3 karakter olmalı.")
  .max(80, "Sayfa adresi en fazla 80 karakter olabilir.")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Sayfa adresi yalnızca küçük İngilizce harf, rakam ve tire içerebilir: boşluk, büyük harf ve ç, ğ, ı, ö, ş, ü kullanılamaz (ör. kocaeli-plaka-tanima-sistemleri).",
  );

export const newLandingBodySchema = z.strictObject({
  title: z.string({ error: "Sayfa başlığı gerekli." }).trim().min(3, "Sayfa başlığı en az 3 karakter olmalı.").max(120, "Sayfa başlığı en fazla 120 karakter olabilir.").refine((value) => !/[<>]/.test(value), "Sayfa başlığı < veya > içeremez."),
  slug: landingSlugSchema,
});
export const slugBodySchema = z.strictObject({ version, slug: landingSlugSchema });
