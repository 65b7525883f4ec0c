import { z } from "zod";

export const EMPTY_FIELDS_MESSAGE = "Lütfen tüm alanları doldurun";

export const loginSchema = z.object({
  username: z.string({ error: EMPTY_FIELDS_MESSAGE }).trim().min(1, { error: EMPTY_FIELDS_MESSAGE }).max(64),
  password: z.string({ error: EMPTY_FIELDS_MESSAGE }).min(1, { error: EMPTY_FIELDS_MESSAGE }).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const CODE_REQUIRED_MESSAGE = "Doğrulama kodunu girin.";

/** The second step of a sign-in, and the confirmation of enrolment: a 6-digit TOTP code or a recovery code. */
export const twoFactorCodeSchema = z.object({
  code: z.string({ error: CODE_REQUIRED_MESSAGE }).trim().min(1, { error: CODE_REQUIRED_MESSAGE }).max(32, { error: "Kod çok uzun." }),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

const PASSWORD_REQUIRED_MESSAGE = "Şifrenizi girin.";

/** Starting 2FA enrolment asks for the current password. */
export const currentPasswordSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, { error: PASSWORD_REQUIRED_MESSAGE }).max(128),
});
export type CurrentPasswordInput = z.infer<typeof currentPasswordSchema>;

/** Confirming enrolment and turning 2FA off need the password and a current code (or a recovery code to turn it off). */
export const passwordAndCodeSchema = twoFactorCodeSchema.extend(currentPasswordSchema.shape);
export type PasswordAndCodeInput = z.infer<typeof passwordAndCodeSchema>;
