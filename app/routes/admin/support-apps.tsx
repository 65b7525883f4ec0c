import { adminPageMeta } from "#app/admin/page-meta";
import { AdminSupportScreen } from "#app/features/support/admin-support-screen";

export const meta = adminPageMeta("Destek İndirmeleri");

export default function AdminSupportAppsPage() {
  return <AdminSupportScreen />;
}
