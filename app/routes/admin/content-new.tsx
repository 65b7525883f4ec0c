import { adminPageMeta } from "#app/admin/page-meta";
import { AdminNewLandingScreen } from "#app/features/content/admin-landing-screens";

export const meta = adminPageMeta("Yeni Tanıtım Sayfası");

export default function AdminNewLandingPage() {
  return <AdminNewLandingScreen />;
}
