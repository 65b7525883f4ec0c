import { adminPageMeta } from "#app/admin/page-meta";
import { TwoFactorSection } from "#app/features/auth/two-factor-section";

export const meta = adminPageMeta("Güvenlik");

/** /n1_admin/security: the signed-in user's second factor (the one screen open before enrolment under ADMIN_REQUIRE_2FA). */
export default function AdminSecurityPage() {
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold">Güvenlik</h1>
      <TwoFactorSection />
    </div>
  );
}
