import { z } from "zod";

export const EMPTY_FIELDS_MESSAGE = "Lütfen tüm alanları doldurun";

export const loginSchema = z.object({
  username: z.string({ error: EMPTY_FIELDS_MESSAGE }).trim().min(1, { error: EMPTY_FIELDS_MESSAGE }).max(64),
  password: z.string({ error: EMPTY_FIELDS_MESSAGE }).min(1, { error: EMPTY_FIELDS_MESSAGE }).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "Mevcut şifrenizi girin." }).max(128),
    newPassword: z
      .string()
      .min(12, { error: "Yeni şifre en az 12 karakter olmalıdır." })
      .max(128, { error: "Yeni şifre en fazla 128 karakter olabilir." }),
    confirmPassword: z.string(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ["confirmPassword"],
    error: "Yeni şifreler birbiriyle aynı değil.",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
