import { z } from "zod";
import commonPasswordsText from "./common-passwords.txt?raw";
import { maxLength } from "#app/lib/length-limits";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`;
export const PASSWORD_TOO_LONG = `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`;
export const PASSWORD_TOO_COMMON = "Bu şifre çok yaygın kullanılıyor; tahmin edilmesi kolay. Lütfen başka bir şifre seçin.";

const normalise = (password: string) => password.normalize("NFKC").toLowerCase();

const COMMON_PASSWORDS = new Set(
  commonPasswordsText
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map(normalise),
);

/** True when the password is on the shipped list of common passwords (case-insensitive, after NFKC). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(normalise(password));
}

/**
 * The password policy (ASVS 6.2): 12 to 128 characters, all of them significant (scrypt hashes the
 * whole string; nothing is truncated), and not one of the common passwords. Length counts UTF-16 units, as the login form does.
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .refine((password) => password.length >= PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT, abort: true })
  .refine((password) => password.length <= PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG, abort: true })
  .refine((password) => !isCommonPassword(password), { error: PASSWORD_TOO_COMMON });

/** The policy's first Turkish message for a password, or null when it is acceptable (CLI, env, bootstrap). */
export function passwordPolicyProblem(password: string): string | null {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? PASSWORD_TOO_SHORT);
}

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "Mevcut şifrenizi girin." }).max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH)),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ["confirmPassword"],
    error: "Yeni şifreler birbiriyle aynı değil.",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
