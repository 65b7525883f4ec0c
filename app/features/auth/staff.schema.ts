import { z } from "zod";
import { STAFF_ROLES } from "#app/domain/staff-roles";
import { maxLength } from "#app/lib/length-limits";
import { USERNAME_PATTERN } from "#app/lib/username";
import { newPasswordSchema } from "./password-policy.schema";

/** What a withdrawn invitation's link answers. */
export const LINK_WITHDRAWN_MESSAGE = "Bu davet Yönetici tarafından geri çekildi; bağlantı artık kullanılamaz. Yeni bir davet için Yöneticinize başvurun.";

const roleSchema = z.enum(STAFF_ROLES, { error: "Geçerli bir rol seçin." });

/** The users screen's invitation: a name, an optional e-mail and a role. */
export const inviteSchema = z.object({
  name: z.string({ error: "Ad soyad girin." }).trim().min(2, { error: "Ad soyad girin." }).max(100, maxLength(100)),
  email: z
    .union([z.literal(""), z.null(), z.email({ error: "Geçerli bir e-posta adresi girin." }).trim().max(200, maxLength(200))])
    .optional()
    .transform((value) => value || null),
  role: roleSchema,
});
export type InviteInput = z.input<typeof inviteSchema>;

/** A change the users screen makes to a person: the role, or active / deactivated. */
export const staffChangeSchema = z
  .object({ role: roleSchema.optional(), active: z.boolean({ error: "Geçersiz değer." }).optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, { error: "Değiştirilecek bir alan gönderin." });

/** What the one-time link's page asks: a username (invitations only) and a new password twice. */
export const acceptLinkSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(USERNAME_PATTERN, { error: "Kullanıcı adı 3-64 harf, rakam, nokta, tire veya alt çizgiden oluşmalıdır." })
      .optional(),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, { path: ["confirmPassword"], error: "Şifreler birbiriyle aynı değil." });

/** A row of the users screen. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  active: z.boolean(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** A row of the users screen's pending invitations. */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.output<typeof pendingInvitationSchema>;

/** An invitation or reset link, shown once; `emailedTo` when it was also e-mailed (SMTP_URL set and an address known). */
export const oneTimeLinkSchema = z.object({ url: z.string(), expiresAt: z.string(), emailedTo: z.string().nullable() });
export type OneTimeLink = z.output<typeof oneTimeLinkSchema>;
